import { EXCHANGE_TEXTS, LABELS, ORDER_TEXTS, orderEnd, PAYMENT_TEXTS, type SettableStatus } from '@seamline/contract';
import type { MouseEvent } from 'react';
import { AlertCircle, CheckCheck, PackageCheck, Printer, Truck, XCircle, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OrderDetailsToggle } from '@/components/ui/order-details-toggle';
import { OrderTotal } from '@/components/ui/order-total';
import { TrackingLine } from '@/components/ui/tracking-line';
import { PaymentSummary } from '@/components/ui/payment-summary';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { Link } from '@/lib/router';
import { mailtoHref } from '@/lib/mailto';
import type { Order } from '../lib/normalize-order';
import { orderActions, orderStatusLabel, orderStatusTone } from '../lib/order-actions';
import { captureFailed, totalNotes } from '../lib/order-lines';
import { OrderDetails } from './order-details';

export type OrderBusy = 'advance' | 'deliver' | 'cancel' | null;

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

const ADVANCE_ICONS = { processing: PackageCheck, shipped: Truck, completed: CheckCheck } as const;

/**
 * A double click is one click: its second click (detail 2) is dropped. Without this, when the
 * first click's change comes back before the second lands, the next step's button (Mark as
 * Shipped sits where Process Order was) takes it and the order moves two steps.
 */
const singleClick = (run: () => void) => (event: MouseEvent) => {
  if (event.detail > 1) return;
  run();
};

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
  const AdvanceIcon = advanceTo ? ADVANCE_ICONS[advanceTo] : null;
  const detailsId = `vendor-order-${order.id}-details`;
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const locked = busy !== null;
  const end = orderEnd(order);

  return (
    <article
      aria-labelledby={`vendor-order-${order.id}-title`}
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm"
    >
      <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`vendor-order-${order.id}-title`} className="text-base font-semibold text-zinc-900">
              Order #{order.id}
            </h2>
            <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status)}</Badge>
          </div>
          <p className="text-sm text-zinc-600">
            Placed on <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time> · {count} {count === 1 ? 'item' : 'items'}
          </p>
          <p className="text-sm text-zinc-600">
            {end.finished ? (
              <time dateTime={end.date}>
                {(order.cancelledAt ? ORDER_TEXTS.cancelledOn : ORDER_TEXTS.deliveredOn)(formatDate(end.date))}
              </time>
            ) : (
              <>
                {end.term}: <time dateTime={end.date}>{formatDate(end.date)}</time>
              </>
            )}
          </p>
          <TrackingLine carrier={order.carrier} trackingNumber={order.trackingNumber} />
          {exchange ? (
            <p className="text-sm text-zinc-800">
              {order.exchangeForReturnId !== null ? (
                <Link to={paths.vendor.returns} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {EXCHANGE_TEXTS.exchangeFor(order.exchangeForReturnId)}
                </Link>
              ) : (
                EXCHANGE_TEXTS.exchangeOrder
              )}{' '}
              · {EXCHANGE_TEXTS.noCharge}
            </p>
          ) : (
            order.paymentMethod && (
              <p className="text-sm">
                <PaymentSummary payment={order} className="inline-flex flex-wrap items-center gap-1.5 text-zinc-800" />
              </p>
            )
          )}
          <p className="pt-1 text-sm font-medium text-zinc-900">{order.buyerName}</p>
          {order.buyerEmail && (
            <a
              href={mailtoHref(order.buyerEmail)}
              className="block w-fit max-w-full text-sm text-zinc-600 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline"
            >
              {order.buyerEmail}
            </a>
          )}
        </div>
        {exchange ? (
          <OrderTotal amount={order.total} figure={EXCHANGE_TEXTS.noCharge} notes={[EXCHANGE_TEXTS.exchangeOrder]} />
        ) : (
          <OrderTotal amount={order.total} notes={totalNotes(order)} />
        )}
      </div>

      {unpaid && (
        <div className="mx-5 mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:mx-6">
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">{PAYMENT_TEXTS.captureFailed}</p>
            <p className="mt-0.5">{ORDER_TEXTS.captureFailedNext}</p>
          </div>
        </div>
      )}

      <div className="flex flex-wrap gap-2 px-5 pb-5 sm:px-6">
        {advanceTo && AdvanceIcon && (
          <Button size="sm" onClick={singleClick(() => onAdvance(advanceTo))} loading={busy === 'advance'} disabled={locked}>
            {busy !== 'advance' && <AdvanceIcon className="h-4 w-4" aria-hidden="true" />}
            {LABELS.statusActions[advanceTo]}
          </Button>
        )}
        {canDeliver && (
          <Button size="sm" variant="secondary" onClick={singleClick(onDeliver)} loading={busy === 'deliver'} disabled={locked}>
            {busy !== 'deliver' && <Zap className="h-4 w-4" aria-hidden="true" />}
            Auto Deliver
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onPrint}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print Invoice
        </Button>
        {canCancel && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={singleClick(onCancel)}
            loading={busy === 'cancel'}
            disabled={locked}
          >
            {busy !== 'cancel' && <XCircle className="h-4 w-4" aria-hidden="true" />}
            {exchange ? EXCHANGE_TEXTS.cancelAndRefund : 'Cancel Order'}
          </Button>
        )}
      </div>

      {exchange && canCancel && <p className="-mt-2 px-5 pb-4 text-xs text-zinc-600 sm:px-6">{EXCHANGE_TEXTS.cancelRefunds}</p>}
      <OrderDetailsToggle expanded={expanded} controls={detailsId} onToggle={onToggle} />
      {expanded && <OrderDetails order={order} id={detailsId} />}
    </article>
  );
}
