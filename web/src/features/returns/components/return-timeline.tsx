import { type Return, RETURN_TEXTS } from '@seamline/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { lineText, refundText, returnStatusTone } from '../lib/return-view';

/** One return: its lines, its refund, every move with who and when; actions below (docs/architecture.md#returns). */
export function ReturnTimeline({
  ret,
  who = 'buyer',
  children,
}: {
  ret: Return;
  who?: 'buyer' | 'vendor' | 'admin';
  children?: ReactNode;
}) {
  const refund = refundText(ret);
  const actor = (by: Return['events'][number]['by']) =>
    who === 'buyer' ? RETURN_TEXTS.actors[by] : by === 'buyer' ? ret.buyerName : by === 'vendor' ? ret.vendorName : RETURN_TEXTS.actors[by];
  return (
    <section aria-label={`Return #${ret.returnId}`} className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-zinc-900">
          Return #{ret.returnId} · Order #{ret.orderId}
        </h3>
        <Badge tone={returnStatusTone(ret.status)}>{RETURN_TEXTS.statuses[ret.status]}</Badge>
      </div>
      <ul className="space-y-1 text-sm text-zinc-800">
        {ret.lines.map((l) => (
          <li key={l.returnLineId}>
            {lineText(l)}
            {l.resellable !== null && (
              <span className="text-zinc-600">
                {' '}
                · {l.resellable} resellable, {l.damaged} damaged
              </span>
            )}
          </li>
        ))}
      </ul>
      {refund && <p className="text-sm font-medium text-zinc-900">{refund}</p>}
      {ret.rejectReason && <p className="text-sm text-zinc-700">Reason given: {ret.rejectReason}</p>}
      <ol className="space-y-1 border-l-2 border-zinc-200 pl-3 text-xs text-zinc-600">
        {ret.events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events never reorder
          <li key={i}>
            <span className="font-medium text-zinc-800">{RETURN_TEXTS.statuses[e.status]}</span> ·{' '}
            <time dateTime={e.at}>{formatDate(e.at)}</time> · {actor(e.by)}
            {e.note ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
