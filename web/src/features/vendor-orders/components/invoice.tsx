import { OrderItemsTable } from '@/components/ui/order-items-table';
import { formatDate } from '@/lib/format-date';
import { paymentWords } from '@/lib/order-payment';
import type { Order } from '../lib/normalize-order';
import { orderStatusLabel } from '../lib/order-actions';
import { invoiceTotals, orderLines } from '../lib/order-lines';

/** The invoice of one order: store, number, date, buyer, ship-to, items, and subtotal, tax and total paid. */
export function Invoice({ order, storeName }: { order: Order; storeName: string }) {
  const a = order.shippingAddress;
  const payment = paymentWords(order);
  return (
    <div className="text-sm text-zinc-800">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-zinc-200 pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-zinc-500">Invoice</p>
          <p className="mt-1 text-xl font-bold text-zinc-900">{storeName}</p>
          <p className="text-xs text-zinc-500">Sold through Seamline</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-right">
          <dt className="text-zinc-500">Order</dt>
          <dd className="font-semibold text-zinc-900">#{order.id}</dd>
          <dt className="text-zinc-500">Date</dt>
          <dd>{formatDate(order.orderDate)}</dd>
          <dt className="text-zinc-500">Status</dt>
          <dd>{orderStatusLabel(order.status)}</dd>
          {payment.method && (
            <>
              <dt className="text-zinc-500">Payment</dt>
              <dd>{[payment.method, payment.status].filter(Boolean).join(' · ')}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="grid gap-4 border-b border-zinc-200 py-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-zinc-500">Bill to</p>
          <p className="mt-1 font-medium text-zinc-900">{order.buyerName}</p>
          {order.buyerEmail && <p className="break-all">{order.buyerEmail}</p>}
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-zinc-500">Ship to</p>
          <address className="mt-1 not-italic leading-relaxed">
            <span className="block font-medium text-zinc-900">{order.buyerName}</span>
            {a.addressLine1 && <span className="block">{a.addressLine1}</span>}
            <span className="block">{[a.city, a.postalCode].filter(Boolean).join(' ')}</span>
            {a.country && <span className="block">{a.country}</span>}
          </address>
        </div>
      </div>
      <OrderItemsTable lines={orderLines(order).map(({ note: _note, ...line }) => line)} totals={invoiceTotals(order)} look="print" />
    </div>
  );
}
