import type { BuyerOrderItem } from '../lib/group-orders';
import { formatPrice } from '@seamline/contract';

/** A footer row; the label spans the columns shown at each width. */
function SummaryRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const th = `px-4 py-2 text-right ${strong ? 'font-semibold text-zinc-900' : 'font-normal text-zinc-600'}`;
  return (
    <tr>
      <th scope="row" colSpan={2} className={`${th} sm:hidden`}>
        {label}
      </th>
      <th scope="row" colSpan={3} className={`${th} hidden sm:table-cell`}>
        {label}
      </th>
      <td className={`px-4 py-2 text-right ${strong ? 'font-bold text-zinc-900' : 'text-zinc-700'}`}>{formatPrice(amount)}</td>
    </tr>
  );
}

/** The order's lines; the total the API answers includes tax, so the footer shows how it adds up. */
export function OrderItemsTable({ items, total }: { items: BuyerOrderItem[]; total: number }) {
  const subtotal = items.reduce((sum, item) => sum + Math.round(item.itemTotal * 100), 0) / 100;
  const tax = Math.round((total - subtotal) * 100) / 100;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Product</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sm:hidden">Qty</span>
              <span className="hidden sm:inline">Quantity</span>
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">Unit Price</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {items.map((item) => (
            <tr key={item.productId}>
              <td className="px-4 py-3">
                <span className="font-medium text-zinc-900">{item.productName}</span>
                {item.vendorName && <span className="block text-xs text-zinc-500">Sold by {item.vendorName}</span>}
                <span className="block text-xs text-zinc-500 sm:hidden">{formatPrice(item.unitPrice)} each</span>
              </td>
              <td className="px-4 py-3 text-right text-zinc-700">{item.quantity}</td>
              <td className="hidden px-4 py-3 text-right text-zinc-700 sm:table-cell">{formatPrice(item.unitPrice)}</td>
              <td className="px-4 py-3 text-right font-medium text-zinc-900">{formatPrice(item.itemTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-zinc-200 bg-zinc-50">
          {tax > 0 && (
            <>
              <SummaryRow label="Subtotal" amount={subtotal} />
              <SummaryRow label="Tax" amount={tax} />
            </>
          )}
          <SummaryRow label="Order Total" amount={total} strong />
        </tfoot>
      </table>
    </div>
  );
}
