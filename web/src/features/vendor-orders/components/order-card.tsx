import { EXCHANGE_TEXTS, ORDER_TEXTS, PAYMENT_TEXTS, type SettableStatus } from '@seamline/contract';
import { AlertCircle } from 'lucide-react';
import { OrderDetailsToggle } from '@/components/ui/order-details-toggle';
import { OrderTotal } from '@/components/ui/order-total';
import type { Order } from '../lib/normalize-order';
import { orderActions } from '../lib/order-actions';
import { captureFailed, totalNotes } from '../lib/order-lines';
import { type OrderBusy, OrderButtons } from './order-buttons';
import { OrderDetails } from './order-details';
import { OrderSummary } from './order-summary';

export interface OrderCardProps {
  order: Order;
  expanded: boolean;
  onToggle: () => void;
  /** Which action of this order is running, if any. */
  busy: OrderBusy;
  onAdvance: (to: SettableStatus) => void;
  onDeliver: () => void;
  onCancel: () => void;
  onPrint: () => void;
}

/** The provider refused the capture: nothing can ship, and what to do next. */
function CaptureFailedNotice() {
  return (
    <div className="mx-5 mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:mx-6">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <div>
        <p className="font-semibold">{PAYMENT_TEXTS.captureFailed}</p>
        <p className="mt-0.5">{ORDER_TEXTS.captureFailedNext}</p>
      </div>
    </div>
  );
}

/** One order on 'Order Management' (spec §2): summary, the actions its status allows, details. */
export function OrderCard({ order, expanded, onToggle, busy, onAdvance, onDeliver, onCancel, onPrint }: OrderCardProps) {
  const actions = orderActions(order.status);
  // A payment that could not be captured would refuse any move that ships the order: none is offered.
  const unpaid = captureFailed(order);
  const advanceTo = unpaid && actions.advanceTo !== 'processing' ? undefined : actions.advanceTo;
  const canDeliver = actions.canDeliver && !unpaid;
  const { canCancel } = actions;
  // An exchange's replacement was paid for by the item sent back: nothing is charged, and cancelling it refunds the buyer (decision 203).
  const exchange = order.kind === 'exchange';
  const detailsId = `vendor-order-${order.id}-details`;

  return (
    <article
      aria-labelledby={`vendor-order-${order.id}-title`}
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm"
    >
      <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
        <OrderSummary order={order} />
        {exchange ? (
          <OrderTotal amount={order.total} figure={EXCHANGE_TEXTS.noCharge} notes={[EXCHANGE_TEXTS.exchangeOrder]} />
        ) : (
          <OrderTotal amount={order.total} notes={totalNotes(order)} />
        )}
      </div>

      {unpaid && <CaptureFailedNotice />}

      <OrderButtons
        advanceTo={advanceTo}
        canDeliver={canDeliver}
        canCancel={canCancel}
        exchange={exchange}
        busy={busy}
        onAdvance={onAdvance}
        onDeliver={onDeliver}
        onCancel={onCancel}
        onPrint={onPrint}
      />

      {exchange && canCancel && <p className="-mt-2 px-5 pb-4 text-xs text-zinc-600 sm:px-6">{EXCHANGE_TEXTS.cancelRefunds}</p>}
      <OrderDetailsToggle expanded={expanded} controls={detailsId} onToggle={onToggle} />
      {expanded && <OrderDetails order={order} id={detailsId} />}
    </article>
  );
}
