import { LABELS } from '@seamline/contract';
import { OrderItemsTable } from '@/components/ui/order-items-table';
import type { Order } from '../lib/normalize-order';
import { orderLines, orderTotals } from '../lib/order-lines';

/** Shipping address and the items table of one order (spec §2). */
export function OrderDetails({ order, id }: { order: Order; id: string }) {
  const a = order.shippingAddress;
  const cityLine = [a.city, a.postalCode].filter(Boolean).join(' ');
  return (
    <div id={id} className="space-y-5 border-t border-zinc-200 p-5 sm:p-6">
      <div className="text-sm">
        <h3 className="font-medium text-zinc-900">{LABELS.shippingAddress}</h3>
        <address className="mt-1 not-italic leading-relaxed text-zinc-700">
          {a.addressLine1 && <span className="block">{a.addressLine1}</span>}
          {cityLine && <span className="block">{cityLine}</span>}
          {a.country && <span className="block">{a.country}</span>}
        </address>
      </div>
      <OrderItemsTable lines={orderLines(order)} totals={orderTotals(order)} />
    </div>
  );
}
