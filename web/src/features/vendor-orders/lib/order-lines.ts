import type { OrderItemLine, OrderTotalLine } from '@/components/ui/order-items-table';
import type { Order } from './normalize-order';

/** The order's items as table lines; a line's total is price times quantity (spec §9). */
export const orderLines = (order: Order): OrderItemLine[] =>
  order.items.map((item) => ({
    key: item.id,
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.price,
    total: item.price * item.quantity,
  }));

/** The footer: the order's total (spec §2). */
export const orderTotals = (order: Order): OrderTotalLine[] => [{ label: 'Total', amount: order.total }];
