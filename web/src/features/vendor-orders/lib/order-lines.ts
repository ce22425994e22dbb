import { EXCHANGE_TEXTS, formatPrice, ORDER_TEXTS, PROMO_SCREEN_TEXTS, variantLabel } from '@seamline/contract';
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

/** Nothing is paid yet: a card only authorised (or whose capture failed), or pay on delivery before it arrives. */
const UNPAID = new Set(['authorized', 'failed', 'due_on_delivery']);

/**
 * The invoice's footer: what the buyer paid, tax included, as the server answers it
 * (the order's share of the cart's one tax, decision 004), in words its payment makes true: 'Total
 * due' while nothing is paid, and after a full refund the refund and what is left paid. A server
 * that answers only the total gets the total alone rather than a tax computed a second way.
 */
export function invoiceTotals(order: Order): OrderTotalLine[] {
  const { subtotal, tax, totalPaid } = order;
  if (subtotal === undefined || tax === undefined || totalPaid === undefined) return orderTotals(order);
  // docs/architecture.md#shipping-and-promotions: the code's discount and the delivery fee, when there were any.
  const discount = order.discount ?? 0;
  const shipping = order.shippingFee ?? 0;
  const lines = [
    { label: ORDER_TEXTS.subtotal, amount: subtotal },
    ...(discount > 0 ? [{ label: PROMO_SCREEN_TEXTS.discount, amount: -discount }] : []),
    ...(shipping > 0 ? [{ label: PROMO_SCREEN_TEXTS.delivery, amount: shipping }] : []),
    { label: ORDER_TEXTS.tax, amount: tax },
  ];
  if (order.kind === 'exchange') return [...lines, { label: EXCHANGE_TEXTS.totalNoCharge, amount: totalPaid }];
  if (isCancelled(order)) return [...lines, { label: ORDER_TEXTS.orderTotal, amount: totalPaid }];
  if (order.paymentStatus && UNPAID.has(order.paymentStatus)) return [...lines, { label: ORDER_TEXTS.totalDue, amount: totalPaid }];
  if (order.paymentStatus === 'refunded') {
    return [
      ...lines,
      { label: ORDER_TEXTS.totalPaid, amount: totalPaid },
      { label: ORDER_TEXTS.refunded, amount: -totalPaid },
      { label: ORDER_TEXTS.netPaid, amount: 0 },
    ];
  }
  return [...lines, { label: ORDER_TEXTS.totalPaid, amount: totalPaid }];
}

/** A cancelled order says nothing of payment: whether it was never charged or refunded, that stays true. */
const isCancelled = (order: Order) => order.status.toLowerCase() === 'cancelled';

/** The line under the total, as the order's payment stands (a server without payments: what the buyer paid). */
function paidNote(order: Order, amount: string): string {
  switch (order.paymentStatus) {
    case 'due_on_delivery':
      return ORDER_TEXTS.buyerPaysOnDelivery(amount);
    case 'authorized':
      return ORDER_TEXTS.chargedWhenShipped(amount);
    case 'failed':
      return ORDER_TEXTS.notCaptured(amount);
    case 'refunded':
      return ORDER_TEXTS.refundedInFull(amount);
    case 'partially_refunded':
      return ORDER_TEXTS.partlyRefunded(amount);
    default:
      return ORDER_TEXTS.buyerPaid(amount);
  }
}

/** What the card says under its total: that it is the vendor's sales, and (unless cancelled) where the buyer's payment stands. */
export function totalNotes(order: Order): string[] {
  const notes: string[] = [ORDER_TEXTS.salesBeforeTax];
  if (order.totalPaid !== undefined && order.totalPaid !== order.total && !isCancelled(order)) {
    notes.push(paidNote(order, formatPrice(order.totalPaid)));
  }
  return notes;
}

/** A card payment the provider refused to capture: the order must not ship, and says so until it is cancelled. */
export const captureFailed = (order: Order) => order.paymentMethod === 'card' && order.paymentStatus === 'failed' && !isCancelled(order);
