import { EXCHANGE_TEXTS, formatPrice, ORDER_TEXTS, variantLabel } from '@seamline/contract';
import type { OrderItemLine, OrderTotalLine } from '@/components/ui/order-items-table';
import { paths } from '@/config/paths';
import type { Order } from './normalize-order';

/**
 * The order's items as table lines; a line's total is price times quantity (spec §9). Each links
 * to its product's page, unless the vendor has deleted the product since (its name stays).
 */
export const orderLines = (order: Order): OrderItemLine[] =>
  order.items.map((item) => ({
    key: item.id,
    name: item.name,
    variant: variantLabel(item.size, item.colour) || undefined,
    note: item.productAvailable ? undefined : ORDER_TEXTS.productUnavailable,
    imageUrl: item.imageUrl,
    href: item.productAvailable ? paths.buyer.product(item.productId) : undefined,
    quantity: item.quantity,
    unitPrice: item.price,
    total: item.price * item.quantity,
  }));

/** The details' footer: the order's total (spec §2), which is the vendor's sales. */
export const orderTotals = (order: Order): OrderTotalLine[] => [
  { label: order.kind === 'exchange' ? EXCHANGE_TEXTS.totalNoCharge : 'Total', amount: order.total },
];

/**
 * The invoice's footer: what the buyer paid, tax included (issue 13), as the server answers it
 * (the order's share of the cart's one tax, decision 004). A server that answers only the total
 * gets the total alone rather than a tax computed a second way.
 */
export function invoiceTotals(order: Order): OrderTotalLine[] {
  const { subtotal, tax, totalPaid } = order;
  if (subtotal === undefined || tax === undefined || totalPaid === undefined) return orderTotals(order);
  return [
    { label: ORDER_TEXTS.subtotal, amount: subtotal },
    { label: ORDER_TEXTS.tax, amount: tax },
    {
      label: order.kind === 'exchange' ? EXCHANGE_TEXTS.totalNoCharge : isCancelled(order) ? ORDER_TEXTS.orderTotal : ORDER_TEXTS.totalPaid,
      amount: totalPaid,
    },
  ];
}

/** A cancelled order says nothing of payment (issue 28, F26): whether it was never charged or refunded, that stays true. */
const isCancelled = (order: Order) => order.status.toLowerCase() === 'cancelled';

/** What the card says under its total: that it is the vendor's sales, and (unless cancelled) what the buyer paid. */
export function totalNotes(order: Order): string[] {
  const notes: string[] = [ORDER_TEXTS.salesBeforeTax];
  if (order.totalPaid !== undefined && order.totalPaid !== order.total && !isCancelled(order)) {
    notes.push(ORDER_TEXTS.buyerPaid(formatPrice(order.totalPaid)));
  }
  return notes;
}
