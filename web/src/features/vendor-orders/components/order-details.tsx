import type { Order } from '../lib/normalize-order';
import { formatPrice } from '@seamline/contract';

/** Shipping address and the items table of one order (spec §2). */
export function OrderDetails({ order, id }: { order: Order; id: string }) {
  const a = order.shippingAddress;
  const cityLine = [a.city, a.postalCode].filter(Boolean).join(' ');
  return (
    <div id={id} className="space-y-5 border-t border-zinc-200 p-5 sm:p-6">
      <div className="text-sm">
        <h3 className="font-medium text-zinc-900">Shipping Address</h3>
        <address className="mt-1 not-italic leading-relaxed text-zinc-700">
          {a.addressLine1 && <span className="block">{a.addressLine1}</span>}
          {cityLine && <span className="block">{cityLine}</span>}
          {a.country && <span className="block">{a.country}</span>}
        </address>
      </div>
      <div className="overflow-x-auto rounded-xl border border-zinc-200">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Product</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Quantity</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Unit Price</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className="px-4 py-3 font-medium text-zinc-900">{item.name}</td>
                <td className="px-4 py-3 text-right tabular-nums text-zinc-700">{item.quantity}</td>
                <td className="px-4 py-3 text-right tabular-nums text-zinc-700">{formatPrice(item.price)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums text-zinc-900">{formatPrice(item.price * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-zinc-200 bg-zinc-50">
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-3 text-right font-semibold text-zinc-900">
                Total
              </th>
              <td className="px-4 py-3 text-right font-bold tabular-nums text-zinc-900">{formatPrice(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
