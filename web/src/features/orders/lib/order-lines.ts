import { EXCHANGE_TEXTS, ORDER_TEXTS, PROMO_SCREEN_TEXTS, variantLabel } from '@seamline/contract';
import type { OrderItemLine, OrderTotalLine } from '@/components/ui/order-items-table';
import { paths } from '@/config/paths';
import type { BuyerOrder } from './group-orders';

/** Each line with its picture and a link to its product; a deleted product's line keeps its name, unlinked. */
export const orderLines = (order: BuyerOrder): OrderItemLine[] =>
  order.items.map((item, index) => ({
    // Two sizes of one product are two lines.
    key: `${item.productId}-${index}`,
    name: item.productName,
    variant: variantLabel(item.size, item.colour) || undefined,
    note:
      [item.vendorName && `Sold by ${item.vendorName}`, !item.productAvailable && ORDER_TEXTS.productUnavailable]
        .filter(Boolean)
        .join(' · ') || undefined,
    imageUrl: item.imageUrl,
    href: item.productAvailable ? paths.buyer.product(item.productId) : undefined,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.itemTotal,
  }));

/** The total the API answers includes tax, so the footer shows how it adds up. */
export function orderTotals(order: BuyerOrder): OrderTotalLine[] {
  const subtotal = order.items.reduce((sum, item) => sum + Math.round(item.itemTotal * 100), 0) / 100;
  // What is left once the goods, less the code's discount, and the delivery are counted is the tax.
  const tax = Math.round((order.totalAmount - subtotal + order.discount - order.shippingFee) * 100) / 100;
  const total = { label: order.orderKind === 'exchange' ? EXCHANGE_TEXTS.totalNoCharge : 'Order Total', amount: order.totalAmount };
  if (tax <= 0 && order.shippingFee === 0 && order.discount === 0) return [total];
  return [
    { label: ORDER_TEXTS.subtotal, amount: subtotal },
    ...(order.discount > 0 ? [{ label: PROMO_SCREEN_TEXTS.discount, amount: -order.discount }] : []),
    ...(order.shippingFee > 0 ? [{ label: PROMO_SCREEN_TEXTS.delivery, amount: order.shippingFee }] : []),
    ...(tax > 0 ? [{ label: ORDER_TEXTS.tax, amount: tax }] : []),
    total,
  ];
}
