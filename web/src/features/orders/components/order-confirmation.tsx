import { CART_TEXTS, ERRORS, formatPrice, fromCents, ORDER_TEXTS, toCents } from '@seamline/contract';
import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { ItemList } from '@/components/ui/item-list';
import { PaymentSummary } from '@/components/ui/payment-summary';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useBuyerOrders } from '../api/get-orders';
import { type BuyerOrder, groupOrders } from '../lib/group-orders';
import { orderLines, orderTotals } from '../lib/order-lines';

/** What happens after the order, said for how it is paid. */
function nextSteps(orders: readonly BuyerOrder[]): string[] {
  const total = formatPrice(fromCents(orders.reduce((sum, o) => sum + toCents(o.totalAmount), 0)));
  const byCard = orders.some((o) => o.paymentMethod === 'card');
  const onDelivery = orders.some((o) => o.paymentMethod === 'on_delivery');
  const shops = orders.length === 1 ? 'The shop prepares your parcel' : `Each of the ${orders.length} shops prepares its own parcel`;
  return [
    `${shops}. You can follow ${orders.length === 1 ? 'it' : 'each order'} in Order History.`,
    'We email you when a parcel ships and again when it is delivered.',
    ...(byCard
      ? [`Your card is held for ${total}; each shop's share is charged only when it ships, and nothing is charged for what does not ship.`]
      : []),
    ...(onDelivery ? [`You pay ${total} to the courier when your ${orders.length === 1 ? 'parcel arrives' : 'parcels arrive'}.`] : []),
  ];
}

function ConfirmedOrder({ order }: { order: BuyerOrder }) {
  const shop = order.items[0]?.vendorName;
  return (
    <article aria-labelledby={`confirmed-${order.orderId}`} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`confirmed-${order.orderId}`} className="text-base font-semibold text-zinc-900">
            Order #{order.orderId}
          </h3>
          {shop && <p className="text-sm text-zinc-600">{CART_TEXTS.soldBy(shop)}</p>}
        </div>
        <p className="text-sm text-zinc-700">
          {ORDER_TEXTS.expectedDelivery}: <time dateTime={order.expectedDeliveryDate}>{formatDate(order.expectedDeliveryDate)}</time>
        </p>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-zinc-900">Ships to</dt>
          <dd className="mt-0.5 text-zinc-700">
            <span className="block">{order.shippingAddress}</span>
            {order.postalCode && <span className="block">Postal Code {order.postalCode}</span>}
          </dd>
        </div>
        {order.paymentMethod && (
          <div>
            <dt className="font-medium text-zinc-900">Payment</dt>
            <dd className="mt-0.5 text-zinc-700">
              <PaymentSummary payment={order} />
            </dd>
          </div>
        )}
      </dl>
      <ItemList className="mt-4" lines={orderLines(order).map(({ note: _note, ...line }) => line)} totals={orderTotals(order)} />
    </article>
  );
}

/** The order confirmation (issue F1): the order numbers, each order, and what happens next. */
export function OrderConfirmation({ orderIds }: { orderIds: readonly number[] }) {
  const query = useBuyerOrders();
  // In the order they were placed (one per shop, as the checkout page listed the parcels).
  const orders = useMemo(
    () =>
      groupOrders(query.data ?? [])
        .filter((o) => orderIds.includes(o.orderId))
        .sort((a, b) => orderIds.indexOf(a.orderId) - orderIds.indexOf(b.orderId)),
    [query.data, orderIds],
  );
  if (query.isPending) return <PageSpinner label="Loading your order" />;
  if (query.isError) return <ErrorBox message={errorMessage(query.error, ERRORS.buyerOrders)} onRetry={() => query.refetch()} />;
  if (orders.length === 0) {
    return (
      <ErrorBox
        title="Order not found"
        message="These orders are not among yours. Order History lists every order you placed."
        action={
          <Link to={paths.buyer.orders} className={buttonClasses('secondary', 'sm')}>
            Order History
          </Link>
        }
      />
    );
  }
  const numbers = orders.map((o) => `#${o.orderId}`).join(', ');
  return (
    <div className="space-y-6">
      <section aria-labelledby="placed-heading" className="rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6">
        <div className="flex gap-3">
          <CheckCircle2 className="mt-0.5 h-7 w-7 shrink-0 text-green-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="placed-heading" className="text-lg font-semibold text-green-950">
              Thank you, your order is placed
            </h2>
            <p className="mt-1 text-green-950">
              {orders.length === 1 ? 'Order number' : 'Order numbers'}: <strong>{numbers}</strong>
            </p>
            <p className="mt-1 text-sm text-green-900">{CART_TEXTS.shipsFrom(orders.length)}.</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="next-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="next-heading" className="text-lg font-semibold text-zinc-900">
          What happens next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-zinc-700">
          {nextSteps(orders).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={paths.buyer.orders} className={buttonClasses('primary')}>
            View Order History
          </Link>
          <Link to={paths.buyer.dashboard} className={buttonClasses('secondary')}>
            Continue shopping
          </Link>
        </div>
      </section>
      <section aria-labelledby="orders-heading" className="space-y-4">
        <h2 id="orders-heading" className="text-lg font-semibold text-zinc-900">
          {orders.length === 1 ? 'Your order' : 'Your orders'}
        </h2>
        {orders.map((order) => (
          <ConfirmedOrder key={order.orderId} order={order} />
        ))}
      </section>
    </div>
  );
}
