import type { BuyerOrderRow, ShippingMethod } from '@seamline/contract';
import type { OrderPayment } from '@/lib/order-payment';

export interface BuyerOrderItem {
  productId: number;
  productName: string;
  unitPrice: number;
  quantity: number;
  itemTotal: number;
  vendorName?: string;
  imageUrl: string;
  /** False once the vendor deleted the product: its page is gone. */
  productAvailable: boolean;
  /** The size and colour bought; null for one size / one colour. */
  size: string | null;
  colour: string | null;
  /** docs/architecture.md#returns: the order line, and how many of its units may still be returned. */
  orderItemId: number;
  returnableQuantity: number;
}

export interface BuyerOrder extends OrderPayment {
  orderId: number;
  orderDate: string;
  orderStatus: string;
  deliveryStatus: string;
  totalAmount: number;
  shippingAddress: string;
  postalCode: string;
  expectedDeliveryDate: string;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Given by the vendor with Mark as Shipped; null when none was. */
  carrier: string | null;
  trackingNumber: string | null;
  items: BuyerOrderItem[];
  /** docs/architecture.md#returns: the vendor's window, its end once delivered, the open return, and whether it ships an exchange. */
  returnDays: number;
  returnUntil: string | null;
  openReturnId: number | null;
  orderKind: 'sale' | 'exchange';
  /** An exchange order's return; null for a sale (and from servers that do not say). */
  exchangeForReturnId: number | null;
  /** docs/architecture.md#shipping-and-promotions: the delivery chosen, its fee, the code's discount, the dates expected (null before they were priced). */
  shippingMethod: ShippingMethod;
  shippingFee: number;
  discount: number;
  deliveryFrom: string | null;
  deliveryTo: string | null;
}

/**
 * Spec §3: the API answers one row per ordered item; the screen shows one entry per order.
 * Orders keep the order in which they first appear (the API sends newest first).
 */
export function groupOrders(rows: readonly BuyerOrderRow[]): BuyerOrder[] {
  const byId = new Map<number, BuyerOrder>();
  for (const row of rows) {
    let order = byId.get(row.orderId);
    if (!order) {
      order = {
        orderId: row.orderId,
        orderDate: row.orderDate,
        orderStatus: row.orderStatus,
        deliveryStatus: row.deliveryStatus,
        totalAmount: row.totalAmount,
        shippingAddress: row.shippingAddress,
        postalCode: row.postalCode,
        expectedDeliveryDate: row.expectedDeliveryDate,
        // Servers that do not answer these leave the order open-looking: the expected date shows.
        deliveredAt: row.deliveredAt ?? null,
        cancelledAt: row.cancelledAt ?? null,
        carrier: row.carrier ?? null,
        trackingNumber: row.trackingNumber ?? null,
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        items: [],
        returnDays: row.returnDays ?? 30,
        returnUntil: row.returnUntil ?? null,
        openReturnId: row.openReturnId ?? null,
        orderKind: row.orderKind ?? 'sale',
        exchangeForReturnId: row.exchangeForReturnId ?? null,
        shippingMethod: row.shippingMethod ?? 'standard',
        shippingFee: row.shippingFee ?? 0,
        discount: row.discount ?? 0,
        deliveryFrom: row.deliveryFrom ?? null,
        deliveryTo: row.deliveryTo ?? null,
      };
      byId.set(row.orderId, order);
    }
    order.items.push({
      productId: row.productId,
      productName: row.productName,
      unitPrice: row.unitPrice,
      quantity: row.quantity,
      itemTotal: row.itemTotal ?? Math.round(row.unitPrice * row.quantity * 100) / 100,
      vendorName: row.vendorName,
      imageUrl: row.imageUrl ?? '',
      productAvailable: row.productAvailable ?? true,
      size: row.size ?? null,
      colour: row.colour ?? null,
      orderItemId: row.orderItemId,
      returnableQuantity: row.returnableQuantity ?? 0,
    });
  }
  return [...byId.values()];
}
