import { formatPrice, type Return, RETURN_TEXTS } from '@seamline/contract';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAdminReturns, useResolveReturn } from '../api/returns';
import { ReturnTimeline } from './return-timeline';

function Resolve({ ret }: { ret: Return }) {
  const resolve = useResolveReturn();
  const [note, setNote] = useState('');
  const decide = (outcome: 'refund' | 'reject') =>
    resolve.mutate(
      { returnId: ret.returnId, outcome, note: note.trim() },
      {
        onSuccess: () => toast.success(`Return #${ret.returnId} ${outcome === 'refund' ? 'refunded' : 'rejected'}`),
        onError: (err) => toast.error('Not resolved', { description: errorMessage(err, 'Please try again') }),
      },
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-800">The buyer says: {ret.disputeMessage}</p>
      <label htmlFor={`resolve-${ret.returnId}`} className="text-xs font-medium text-zinc-800">
        Decision note (kept in the audit log)
      </label>
      <Textarea id={`resolve-${ret.returnId}`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!note.trim()} loading={resolve.isPending} onClick={() => decide('refund')}>
          Refund the buyer
        </Button>
        <Button size="sm" variant="secondary" disabled={!note.trim() || resolve.isPending} onClick={() => decide('reject')}>
          Keep the rejection
        </Button>
      </div>
    </div>
  );
}

/** The operator's 'Returns in dispute' (DESIGN §13–§14), and the refunds owed to buyers of pay-on-delivery orders. */
export function AdminDisputes() {
  const disputed = useAdminReturns('disputed');
  const all = useAdminReturns();
  const owed = (all.data ?? []).filter((r) => r.refundStatus === 'owed');
  if (disputed.isPending) return <PageSpinner label="Loading disputes" />;
  if (disputed.isError) return <ErrorBox message={errorMessage(disputed.error, 'Disputes could not be loaded')} onRetry={() => disputed.refetch()} />;
  return (
    <div className="space-y-8">
      {disputed.data.length === 0 ? (
        <EmptyState icon={Scale} title="No returns in dispute" hint="When a buyer disputes a shop's rejection it shows here." />
      ) : (
        <ul className="space-y-4">
          {disputed.data.map((r) => (
            <li key={r.returnId}>
              <ReturnTimeline ret={r} who="admin">
                <Resolve ret={r} />
              </ReturnTimeline>
            </li>
          ))}
        </ul>
      )}
      {owed.length > 0 && (
        <section aria-labelledby="owed-refunds" className="space-y-2">
          <h2 id="owed-refunds" className="text-lg font-semibold text-zinc-900">
            Refunds owed to buyers
          </h2>
          <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white text-sm">
            {owed.map((r) => (
              <li key={r.returnId} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  Return #{r.returnId} · Order #{r.orderId} · {r.buyerName} ({r.vendorName})
                </span>
                <span className="font-medium">{formatPrice(r.refundAmount ?? 0)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="sr-only">{RETURN_TEXTS.returnsInDispute}</p>
    </div>
  );
}
