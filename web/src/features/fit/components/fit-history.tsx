import { FIT_OUTCOME_LABELS, FIT_PROFILE_TEXTS, type FitHistoryEntry, type FitOutcome, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { Link } from '@/lib/router';

const tones: Record<FitOutcome, BadgeTone> = { kept: 'green', returned_small: 'yellow', returned_large: 'yellow', returned_other: 'grey' };

/** What the buyer kept and sent back, read-only: it comes from orders and returns, never from typing. */
export function FitHistory({ items }: { items: readonly FitHistoryEntry[] }) {
  return (
    <div className="-mt-3">
      <p className="text-sm text-zinc-600">{SIZE_PASSPORT_TEXTS.historyHint}</p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600">
          {FIT_PROFILE_TEXTS.historyEmpty}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-zinc-200 rounded-lg border border-zinc-200">
          {items.map((item) => (
            <li
              key={`${item.productId}-${item.size}-${item.at}-${item.outcome}`}
              className="px-4 py-3 text-sm sm:flex sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <Link to={paths.buyer.product(item.productId)} className="font-medium text-zinc-900 hover:text-brand-700 hover:underline">
                  {item.productName}
                </Link>
                <span className="block text-zinc-600">{SIZE_PASSPORT_TEXTS.historyLine(item.vendorName, item.size)}</span>
              </div>
              <div className="mt-1.5 flex shrink-0 items-center justify-between gap-3 sm:mt-0">
                <Badge tone={tones[item.outcome]}>{FIT_OUTCOME_LABELS[item.outcome]}</Badge>
                <time dateTime={item.at} className="text-zinc-600 tabular-nums sm:w-24 sm:text-right">
                  {formatDate(item.at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
