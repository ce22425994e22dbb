import type { ReactNode } from 'react';
import { arrivesText, EXCHANGE_TEXTS, LABELS, ORDER_TEXTS, orderEnd, SHIPPING_TEXTS } from '@seamline/contract';
import { Badge } from '@/components/ui/badge';
import { OrderDetailsToggle } from '@/components/ui/order-details-toggle';
import { OrderItemsTable } from '@/components/ui/order-items-table';
import { OrderTotal } from '@/components/ui/order-total';
import { TrackingLine } from '@/components/ui/tracking-line';
import { PaymentSummary } from '@/components/ui/payment-summary';
import { formatDate } from '@/lib/format-date';
import type { BuyerOrder } from '../lib/group-orders';
import { orderLines, orderTotals } from '../lib/order-lines';
import { deliveryStatusTone, orderStatusTone } from '../lib/status-tone';

export interface OrderCardProps {
  order: BuyerOrder;
  expanded: boolean;
  onToggle: () => void;
  /** What the route adds below the lines: the order's returns (docs/architecture.md#returns). */
  returns?: ReactNode;
}

export function OrderCard({ order, expanded, onToggle, returns }: OrderCardProps) {
  const detailsId = `order-${order.orderId}-details`;
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const end = orderEnd(order);
  const exchange = order.orderKind === 'exchange';
  return (
    <article className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm">
      <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-base font-semibold text-zinc-900">
            {exchange
              ? `Order #${order.orderId} · ${order.exchangeForReturnId !== null ? EXCHANGE_TEXTS.exchangeFor(order.exchangeForReturnId) : EXCHANGE_TEXTS.exchangeOrder}`
              : `Order #${order.orderId}`}
          </h2>
          <p className="text-sm text-zinc-600">
            Placed on <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time> · {count} {count === 1 ? 'item' : 'items'}
          </p>
          {end.finished && (
            <p className="text-sm text-zinc-600">
              <time dateTime={end.date}>
                {(order.cancelledAt ? ORDER_TEXTS.cancelledOn : ORDER_TEXTS.deliveredOn)(formatDate(end.date))}
              </time>
            </p>
          )}
          {!end.finished && order.deliveryFrom && order.deliveryTo && (
            <p className="text-sm text-zinc-700" data-testid="order-delivery">
              {SHIPPING_TEXTS[order.shippingMethod]} · {arrivesText(order.deliveryFrom, order.deliveryTo)}
            </p>
          )}
          <TrackingLine carrier={order.carrier} trackingNumber={order.trackingNumber} />
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1 text-xs text-zinc-600">
            <div className="flex items-center gap-1.5">
              <dt>Status</dt>
              <dd>
                <Badge tone={orderStatusTone(order.orderStatus)} className="capitalize">
                  {order.orderStatus}
                </Badge>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>Delivery</dt>
              <dd>
                <Badge tone={deliveryStatusTone(order.deliveryStatus)}>{order.deliveryStatus}</Badge>
              </dd>
            </div>
            {exchange ? (
              <div className="flex items-center gap-1.5">
                <dt>Payment</dt>
                <dd className="text-zinc-800">{EXCHANGE_TEXTS.noChargeBuyer}</dd>
              </div>
            ) : (
              order.paymentMethod && (
                <div className="flex items-center gap-1.5">
                  <dt>Payment</dt>
                  <dd>
                    <PaymentSummary payment={order} className="inline-flex flex-wrap items-center gap-1.5 text-zinc-800" />
                  </dd>
                </div>
              )
            )}
          </dl>
        </div>
        <OrderTotal amount={order.totalAmount} figure={exchange ? EXCHANGE_TEXTS.noCharge : undefined} />
      </div>
      <OrderDetailsToggle expanded={expanded} controls={detailsId} onToggle={onToggle} />
      {expanded && (
        <div id={detailsId} className="space-y-5 border-t border-zinc-200 p-5 sm:p-6">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-medium text-zinc-900">{LABELS.shippingAddress}</dt>
              <dd className="mt-1 text-zinc-700">{order.shippingAddress}</dd>
            </div>
            <div>
              <dt className="font-medium text-zinc-900">Postal Code</dt>
              <dd className="mt-1 text-zinc-700">{order.postalCode}</dd>
            </div>
            <div>
              <dt className="font-medium text-zinc-900">{end.term}</dt>
              <dd className="mt-1 text-zinc-700">
                <time dateTime={end.date}>{formatDate(end.date)}</time>
              </dd>
            </div>
          </dl>
          <OrderItemsTable lines={orderLines(order)} totals={orderTotals(order)} stackOnPhones />
          {returns}
        </div>
      )}
    </article>
  );
}
