import {
  formatPrice,
  fromCents,
  type Return,
  RETURN_SLIP_TEXTS,
  RETURN_TEXTS,
  type ReturnStatus,
  taxCents,
  toCents,
  variantLabel,
} from '@seamline/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useVendorReturnAction, useVendorReturnByCode, useVendorReturns } from '../api/returns';
import { daysLeft } from '../lib/return-view';
import { FindBySlipCode } from './find-by-slip-code';
import { ReturnTimeline } from './return-timeline';
import { sendMutation } from '@/lib/send-mutation';

type Filter = ReturnStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'requested', label: 'To answer' },
  { value: 'shipped', label: 'On the way back' },
  { value: 'approved', label: 'Approved' },
  { value: 'all', label: 'All' },
];

/** What receiving refunds: the refund lines at their price, with their share of the 8% tax. */
function refundPreview(ret: Return): number {
  const sub = ret.lines.filter((l) => l.outcome === 'refund').reduce((s, l) => s + toCents(l.unitPrice) * l.quantity, 0);
  return fromCents(sub + taxCents(sub));
}

function ReceiveForm({ ret, onDone }: { ret: Return; onDone: () => void }) {
  const action = useVendorReturnAction();
  const [damaged, setDamaged] = useState<Record<number, number>>({});
  const refund = refundPreview(ret);
  const exchanges = ret.lines
    .filter((l) => l.outcome === 'exchange')
    .map((l) => `${l.quantity} × ${variantLabel(l.exchangeSize, l.exchangeColour) || l.productName}`)
    .join(', ');
  const submit = () =>
    sendMutation(
      action,
      {
        returnId: ret.returnId,
        action: 'receive',
        body: {
          lines: ret.lines.map((l) => ({
            returnLineId: l.returnLineId,
            damaged: damaged[l.returnLineId] ?? 0,
            resellable: l.quantity - (damaged[l.returnLineId] ?? 0),
          })),
        },
      },
      {
        onSuccess: () => {
          toast.success(`Return #${ret.returnId} received`);
          onDone();
        },
        onError: (err) => toast.error('Not received', { description: errorMessage(err, 'Please try again') }),
      },
    );
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 bg-white p-3">
      {ret.lines.map((l) => (
        <div key={l.returnLineId} className="flex flex-wrap items-end gap-x-4 gap-y-2 text-sm">
          <p className="min-w-40 pb-2 text-zinc-800 sm:w-72">
            {l.quantity} × {l.productName} {l.size ? `(${l.size})` : ''}
          </p>
          <div>
            <label htmlFor={`damaged-${l.returnLineId}`} className="text-xs font-medium text-zinc-800">
              Damaged
            </label>
            <Input
              id={`damaged-${l.returnLineId}`}
              type="number"
              min={0}
              max={l.quantity}
              className="mt-1 w-20"
              value={damaged[l.returnLineId] ?? 0}
              onChange={(e) =>
                setDamaged((d) => ({ ...d, [l.returnLineId]: Math.min(l.quantity, Math.max(0, Number(e.target.value) || 0)) }))
              }
            />
          </div>
          <p className="pb-2 text-xs text-zinc-600">{l.quantity - (damaged[l.returnLineId] ?? 0)} back to stock</p>
        </div>
      ))}
      {exchanges.length > 0 && <p className="text-sm text-zinc-700">{RETURN_TEXTS.exchangeShips(exchanges)}</p>}
      {refund > 0 && (
        <p className="text-sm text-zinc-700">
          The buyer gets {formatPrice(refund)} back
          {ret.paymentMethod === 'on_delivery' ? ' (owed: the order was paid on delivery)' : ' on their card'}. This order&apos;s earnings
          go down by its price less your commission; the commission comes back to you.
        </p>
      )}
      <Button size="sm" onClick={submit} loading={action.isPending}>
        Confirm receipt
      </Button>
    </div>
  );
}

function VendorReturnActions({ ret }: { ret: Return }) {
  const action = useVendorReturnAction();
  const [rejecting, setRejecting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [reason, setReason] = useState('');
  const left = daysLeft(ret.dueAt);
  const fail = (err: unknown) => toast.error('That did not work', { description: errorMessage(err, 'Please try again') });
  if (ret.status === 'requested')
    return (
      <div className="space-y-2">
        {left !== null && (
          <p className="text-xs font-medium text-amber-800">
            {left === 1 ? '1 day' : `${left} days`} left to answer; after that it is approved.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={action.isPending}
            onClick={() =>
              sendMutation(
                action,
                { returnId: ret.returnId, action: 'approve' },
                { onSuccess: () => toast.success(`Return #${ret.returnId} approved`), onError: fail },
              )
            }
          >
            Approve
          </Button>
          <Button size="sm" variant="danger-ghost" onClick={() => setRejecting((r) => !r)} aria-expanded={rejecting}>
            Reject
          </Button>
        </div>
        {rejecting && (
          <div className="space-y-2">
            <label htmlFor={`reject-${ret.returnId}`} className="text-xs font-medium text-zinc-800">
              Reason for the buyer
            </label>
            <Textarea id={`reject-${ret.returnId}`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
            <Button
              size="sm"
              variant="danger"
              disabled={!reason.trim()}
              loading={action.isPending}
              onClick={() =>
                sendMutation(
                  action,
                  { returnId: ret.returnId, action: 'reject', body: { reason: reason.trim() } },
                  { onSuccess: () => toast.success(`Return #${ret.returnId} rejected`), onError: fail },
                )
              }
            >
              Reject return
            </Button>
          </div>
        )}
      </div>
    );
  if (ret.status === 'approved')
    return <p className="text-xs text-zinc-600">Waiting for the buyer to send it back{left !== null ? ` (${left} days left)` : ''}.</p>;
  if (ret.status === 'shipped')
    return receiving ? (
      <ReceiveForm ret={ret} onDone={() => setReceiving(false)} />
    ) : (
      <div className="flex flex-wrap items-center gap-2">
        {ret.trackingNumber && <p className="text-xs text-zinc-600">Tracking: {ret.trackingNumber}</p>}
        <Button size="sm" onClick={() => setReceiving(true)}>
          Receive
        </Button>
      </div>
    );
  return null;
}

/** The vendor's 'Returns' screen (docs/architecture.md#returns): a queue with the days left to answer, approve, reject, receive. */
export function VendorReturns() {
  const [filter, setFilter] = useState<Filter>('requested');
  // The code of a parcel's slip (decision 222): while one is given, the screen shows its return alone.
  const [code, setCode] = useState<string | null>(null);
  const list = useVendorReturns(filter === 'all' ? undefined : filter);
  const byCode = useVendorReturnByCode(code);
  const query = code === null ? list : byCode;
  return (
    <div className="space-y-5">
      <FindBySlipCode onFind={setCode} />
      {code === null ? (
        <ToggleGroup legend="Show returns" options={FILTERS} value={filter} onChange={setFilter} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-zinc-800">
            {RETURN_SLIP_TEXTS.slipCode} <span className="font-mono font-semibold">{code}</span>
          </p>
          <Button size="sm" variant="secondary" onClick={() => setCode(null)}>
            Show all returns
          </Button>
        </div>
      )}
      {query.isPending ? (
        <PageSpinner label="Loading returns" />
      ) : query.isError ? (
        <ErrorBox message={errorMessage(query.error, 'Returns could not be loaded')} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        code === null ? (
          <EmptyState icon={Undo2} title="No returns here" hint="Returns buyers ask for show up here." />
        ) : (
          <EmptyState
            icon={Undo2}
            title={RETURN_SLIP_TEXTS.noneWithCode}
            hint="Check the code on the slip, or find the return in the list."
          />
        )
      ) : (
        <ul className="space-y-4">
          {query.data.map((r) => (
            <li key={r.returnId}>
              <ReturnTimeline ret={r} who="vendor">
                {r.note && <p className="text-sm text-zinc-700">Buyer&apos;s note: {r.note}</p>}
                {r.slipCode && (
                  <p className="text-xs text-zinc-600">
                    {RETURN_SLIP_TEXTS.slipCode}: <span className="font-mono">{r.slipCode}</span>
                  </p>
                )}
                <VendorReturnActions ret={r} />
              </ReturnTimeline>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only">{RETURN_TEXTS.returns}</p>
    </div>
  );
}
