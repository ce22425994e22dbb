import { EXCHANGE_TEXTS, ORDER_TEXTS, orderEnd } from '@seamline/contract';
import { Badge } from '@/components/ui/badge';
import { PaymentSummary } from '@/components/ui/payment-summary';
import { TrackingLine } from '@/components/ui/tracking-line';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { mailtoHref } from '@/lib/mailto';
import { Link } from '@/lib/router';
import type { Order } from '../lib/normalize-order';
import { orderStatusLabel, orderStatusTone } from '../lib/order-actions';

/** How the order is paid: by the item an exchange's return sent back (nothing charged), or its payment. */
function OrderPayment({ order }: { order: Order }) {
  if (order.kind === 'exchange')
    return (
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
    );
  if (!order.paymentMethod) return null;
  return (
    <p className="text-sm">
      <PaymentSummary payment={order} className="inline-flex flex-wrap items-center gap-1.5 text-zinc-800" />
    </p>
  );
}

/** An order card's heading: number and status, when placed and when it ends, tracking, payment, the buyer. */
export function OrderSummary({ order }: { order: Order }) {
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const end = orderEnd(order);
  return (
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
          <time dateTime={end.date}>{(order.cancelledAt ? ORDER_TEXTS.cancelledOn : ORDER_TEXTS.deliveredOn)(formatDate(end.date))}</time>
        ) : (
          <>
            {end.term}: <time dateTime={end.date}>{formatDate(end.date)}</time>
          </>
        )}
      </p>
      <TrackingLine carrier={order.carrier} trackingNumber={order.trackingNumber} />
      <OrderPayment order={order} />
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
  );
}
