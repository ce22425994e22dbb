import { formatPrice, type Return, type ReturnResolution, RETURN_TEXTS } from '@seamline/contract';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAdminReturns, useMarkRefundPaid, useResolveReturn } from '../api/returns';
import { ReturnTimeline } from './return-timeline';
import { sendMutation } from '@/lib/send-mutation';

const DECIDED: Record<ReturnResolution, (id: number) => string> = {
  refund: (id) => `Return #${id} approved: the buyer sends the items back`,
  refund_without_return: (id) => `Return #${id} refunded`,
  reject: (id) => `Return #${id} rejected`,
};

function Resolve({ ret }: { ret: Return }) {
  const resolve = useResolveReturn();
  const [note, setNote] = useState('');
  const decide = (outcome: ReturnResolution) =>
    sendMutation(
      resolve,
      { returnId: ret.returnId, outcome, note: note.trim() },
      {
        onSuccess: () => toast.success(DECIDED[outcome](ret.returnId)),
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
      <p className="text-xs text-zinc-700">
        A refund normally waits for the items: the buyer sends them back and is refunded when the shop receives them. The shop is told of
        your decision.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!note.trim()} loading={resolve.isPending} onClick={() => decide('refund')}>
          Refund once the items are back
        </Button>
        <Button size="sm" variant="secondary" disabled={!note.trim() || resolve.isPending} onClick={() => decide('refund_without_return')}>
          Refund without the items
        </Button>
        <Button size="sm" variant="secondary" disabled={!note.trim() || resolve.isPending} onClick={() => decide('reject')}>
          Keep the rejection
        </Button>
      </div>
    </div>
  );
}

/** A refund owed to a pay-on-delivery buyer: the operator records the payment's reference once it is sent. */
function OwedRefund({ ret }: { ret: Return }) {
  const paid = useMarkRefundPaid();
  const [reference, setReference] = useState('');
  const id = `refund-reference-${ret.returnId}`;
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 p-3">
      <span>
        Return #{ret.returnId} · Order #{ret.orderId} · {ret.buyerName} ({ret.vendorName}) ·{' '}
        <span className="font-medium">{formatPrice(ret.refundAmount ?? 0)}</span>
      </span>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          sendMutation(
            paid,
            { returnId: ret.returnId, reference: reference.trim() },
            {
              onSuccess: () => toast.success(`Refund of return #${ret.returnId} marked as sent`),
              onError: (err) => toast.error('Not recorded', { description: errorMessage(err, 'Please try again') }),
            },
          );
        }}
      >
        <div>
          <label htmlFor={id} className="text-xs font-medium text-zinc-800">
            Payment reference
          </label>
          <Input id={id} className="mt-1" value={reference} onChange={(e) => setReference(e.target.value)} maxLength={200} />
        </div>
        <Button size="sm" type="submit" disabled={!reference.trim()} loading={paid.isPending}>
          Mark refunded
        </Button>
      </form>
    </li>
  );
}

/** The operator's 'Returns in dispute' (docs/architecture.md#money-and-operator, docs/architecture.md#returns), and the refunds owed to buyers of pay-on-delivery orders. */
export function AdminDisputes() {
  const disputed = useAdminReturns('disputed');
  const all = useAdminReturns();
  const owed = (all.data ?? []).filter((r) => r.refundStatus === 'owed');
  if (disputed.isPending) return <PageSpinner label="Loading disputes" />;
  if (disputed.isError)
    return <ErrorBox message={errorMessage(disputed.error, 'Disputes could not be loaded')} onRetry={() => disputed.refetch()} />;
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
              <OwedRefund key={r.returnId} ret={r} />
            ))}
          </ul>
        </section>
      )}
      <p className="sr-only">{RETURN_TEXTS.returnsInDispute}</p>
    </div>
  );
}
