import { formatPrice, LEDGER_TEXTS, type Payout, type PayoutRun, type PayoutStatus } from '@seamline/contract';
import { CircleAlert, CircleCheck, Landmark } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageSpinner } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table-head';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { loadedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useAdminPayouts, useLedgerCheck, useRunPayouts, useSettlePayout } from '../api/payouts';
import { sendMutation } from '@/lib/send-mutation';

const TONES: Record<PayoutStatus, BadgeTone> = { pending: 'yellow', paid: 'green', failed: 'red' };

/** Whether the ledger balances, as its check answers. */
function LedgerState() {
  const check = useLedgerCheck();
  if (!check.data) return null;
  const ok = check.data.balanced;
  const Icon = ok ? CircleCheck : CircleAlert;
  const state = (
    <p className={`inline-flex items-center gap-2 text-sm ${ok ? 'text-green-700' : 'text-red-700'}`} data-testid="ledger-state">
      <Icon className="h-4 w-4" aria-hidden="true" />
      {`${ok ? LEDGER_TEXTS.ledgerBalanced : LEDGER_TEXTS.ledgerUnbalanced} · ${check.data.entries.toLocaleString('en-US')} entries`}
    </p>
  );
  const faults = [
    ...check.data.overRefundedLines.map((l) =>
      LEDGER_TEXTS.overRefundedLine(l.orderId, l.orderItemId, l.refundedUnits + l.exchangedUnits, l.quantity),
    ),
    ...check.data.overRefundedOrders.map((o) => LEDGER_TEXTS.overRefundedOrder(o.orderId, formatPrice(o.refunded), formatPrice(o.paid))),
  ];
  if (faults.length === 0) return state;
  return (
    <div className="space-y-1">
      {state}
      <ul className="list-disc pl-6 text-sm text-red-700" data-testid="ledger-faults">
        {faults.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}

/** Run payouts, behind a confirmation: every shop at or over the minimum is paid its available balance. */
export function RunPayouts({ minimumLabel }: { minimumLabel: string }) {
  const [open, setOpen] = useState(false);
  const [leftOut, setLeftOut] = useState<NonNullable<PayoutRun['leftOut']>>([]);
  const run = useRunPayouts();
  const confirm = () =>
    sendMutation(run, undefined, {
      onSuccess: (answer) => {
        const left = answer.leftOut ?? [];
        setLeftOut(left);
        // Suspended shops are not paid (decision 209): the operator is told which, beside what was started.
        if (left.length > 0)
          toast.warning(LEDGER_TEXTS.runLeftOut(left.length), {
            description: `${LEDGER_TEXTS.runDone(answer.payouts.length)}. ${LEDGER_TEXTS.leftOutNames(left.map((l) => l.vendorName))}`,
          });
        else toast.success(LEDGER_TEXTS.runDone(answer.payouts.length));
        setOpen(false);
      },
      onError: (err) => {
        toast.error(errorMessage(err, LEDGER_TEXTS.loadFailed));
        setOpen(false);
      },
    });
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button onClick={() => setOpen(true)}>{LEDGER_TEXTS.runPayouts}</Button>
      {leftOut.length > 0 ? (
        <p role="status" className="max-w-sm text-sm text-amber-800 sm:text-right" data-testid="payouts-left-out">
          <strong className="font-semibold">{LEDGER_TEXTS.runLeftOut(leftOut.length)}</strong>
          {` — ${LEDGER_TEXTS.leftOutNames(leftOut.map((l) => `${l.vendorName} (${formatPrice(l.amount)})`))}`}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={LEDGER_TEXTS.runConfirmTitle}
        message={LEDGER_TEXTS.runConfirmBody(minimumLabel)}
        confirmLabel={LEDGER_TEXTS.runConfirm}
        cancelLabel={LEDGER_TEXTS.cancel}
        variant="primary"
        busy={run.isPending}
        onConfirm={confirm}
      >
        Each payout is sent to the shop's bank as a transfer; mark it paid once it arrives, or failed to return the amount.
      </ConfirmDialog>
    </div>
  );
}

function SettleButtons({ payout }: { payout: Payout }) {
  const settle = useSettlePayout();
  if (payout.status !== 'pending') return null;
  const mark = (status: 'paid' | 'failed') =>
    sendMutation(
      settle,
      { id: payout.id, status },
      {
        onSuccess: () => toast.success((status === 'paid' ? LEDGER_TEXTS.markedPaid : LEDGER_TEXTS.markedFailed)(payout.vendorName)),
        onError: (err) => toast.error(errorMessage(err, LEDGER_TEXTS.loadFailed)),
      },
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" variant="secondary" disabled={settle.isPending} onClick={() => mark('paid')}>
        {LEDGER_TEXTS.markPaid}
        <span className="sr-only">{` (${payout.vendorName})`}</span>
      </Button>
      <Button size="sm" variant="danger" disabled={settle.isPending} onClick={() => mark('failed')}>
        {LEDGER_TEXTS.markFailed}
        <span className="sr-only">{` (${payout.vendorName})`}</span>
      </Button>
    </div>
  );
}

/** Every payout, newest first, with the entries it settles and its status. */
export function PayoutsTable() {
  const payouts = useAdminPayouts();
  if (payouts.error)
    return <ErrorBox message={errorMessage(payouts.error, LEDGER_TEXTS.loadFailed)} onRetry={() => void payouts.refetch()} />;
  if (!payouts.data) return <PageSpinner label="Loading payouts" />;
  const { items, total } = loadedItems<Payout>(payouts.data);
  return (
    <div className="space-y-4">
      <LedgerState />
      {items.length === 0 ? (
        <EmptyState title={LEDGER_TEXTS.noPayouts} icon={Landmark} />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`${LEDGER_TEXTS.adminPayouts}: ${total}`}</caption>
            <TableHead
              look="list"
              cells={[
                { label: LEDGER_TEXTS.store },
                { label: LEDGER_TEXTS.created, className: 'hidden md:table-cell' },
                { label: LEDGER_TEXTS.settles, className: 'hidden md:table-cell' },
                { label: LEDGER_TEXTS.amount, align: 'right' },
                { label: LEDGER_TEXTS.status },
                { label: <span className="sr-only">Actions</span>, key: 'actions' },
              ]}
            />
            <tbody className="divide-y divide-zinc-100">
              {items.map((p) => (
                <tr key={p.id}>
                  <td className="px-4 py-3 align-top">
                    <span className="font-medium text-zinc-900">{p.vendorName}</span>
                    <span className="block text-xs text-zinc-500 md:hidden">{`${formatDate(p.createdAt)} · ${p.entryIds.length} entries`}</span>
                  </td>
                  <td className="hidden px-4 py-3 align-top whitespace-nowrap text-zinc-700 md:table-cell">{formatDate(p.createdAt)}</td>
                  <td className="hidden px-4 py-3 align-top text-zinc-700 md:table-cell">{p.entryIds.length}</td>
                  <td className="px-4 py-3 text-right align-top font-medium text-zinc-900 tabular-nums">{formatPrice(p.amount)}</td>
                  <td className="px-4 py-3 align-top">
                    <Badge tone={TONES[p.status]}>{LEDGER_TEXTS.payoutStatusLabels[p.status]}</Badge>
                  </td>
                  <td className="px-4 py-3 align-top">
                    <SettleButtons payout={p} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <LoadMore hasMore={payouts.hasNextPage} loading={payouts.isFetchingNextPage} onLoadMore={() => void payouts.fetchNextPage()} />
    </div>
  );
}
