import { BUYER_DELIVERY_STATUS, BUYER_ORDER_STATUS, type BuyerOrderRow, fromCents } from '@seamline/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { orderItems, orders, products, productVariants, users } from '../../db/schema.js';
import { descIndexed } from '../../db/order-by.js';
import { finishedAt } from './finished-at.js';
import { deliveryColumns, deliveryOf } from './order-delivery.js';
import { returnableUnits } from '../returns/create-return.js';
import { addDays } from '../returns/return-steps.js';

/** The buyer's order history, one row per item (spec §3), newest order first. */
export async function listBuyerOrderRows(db: Tx, buyerId: number, maxOrders = 100): Promise<BuyerOrderRow[]> {
  const recent = await recentOrders(db, buyerId, maxOrders);
  if (recent.length === 0) return [];
  const items = await orderItemsOf(
    db,
    recent.map((o) => o.id),
  );
  const itemsOf = groupBy(items, (i) => i.orderId);
  return recent.flatMap((o) => (itemsOf.get(o.id) ?? []).map((i) => historyRow(o, i)));
}

type RecentOrder = Awaited<ReturnType<typeof recentOrders>>[number];
type OrderItem = Awaited<ReturnType<typeof orderItemsOf>>[number];

/** The buyer's latest orders with their shop, dates, payment and any return under way. */
function recentOrders(db: Tx, buyerId: number, maxOrders: number) {
  const ended = finishedAt({ id: sql`${orders.id}`, status: sql`${orders.status}`, deliveredAt: sql`${orders.deliveredAt}` });
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      line1: orders.shipLine1,
      city: orders.shipCity,
      postal: orders.shipPostalCode,
      country: orders.shipCountry,
      expected: orders.expectedDelivery,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
      deliveredAt: sql<string | null>`${ended.deliveredAt}`,
      cancelledAt: sql<string | null>`${ended.cancelledAt}`,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      kind: orders.kind,
      ...deliveryColumns,
      returnDays: orders.returnDays,
      openReturnId: sql<
        number | null
      >`(select r.id from returns r where r.order_id = ${orders.id} and r.status in ('requested', 'approved', 'shipped', 'received', 'disputed') limit 1)`,
      exchangeForReturnId: sql<
        number | null
      >`case when ${orders.kind} = 'exchange' then (select r.id from returns r where r.exchange_order_id = ${orders.id}) end`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.vendorId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(descIndexed(orders.createdAt), descIndexed(orders.id))
    .limit(maxOrders);
}

/** The items of the orders `orderIds`, each with what is left to return and its image. */
function orderItemsOf(db: Tx, orderIds: number[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      orderItemId: orderItems.id,
      returnable: sql<number>`${returnableUnits(sql`${orderItems}`)}`,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      size: orderItems.size,
      colour: orderItems.colour,
      imageUrl: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
      productAvailable: sql<boolean>`${products.listed}`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** One item of an order as the history shows it. */
function historyRow(o: RecentOrder, i: OrderItem): BuyerOrderRow {
  return {
    orderId: o.id,
    orderDate: o.createdAt.toISOString(),
    orderStatus: BUYER_ORDER_STATUS[o.status],
    totalAmount: fromCents(o.totalCents),
    shippingAddress: [o.line1, o.city, o.country].join(', '),
    postalCode: o.postal,
    deliveryStatus: BUYER_DELIVERY_STATUS[o.status],
    expectedDeliveryDate: o.expected.toISOString(),
    productId: i.productId,
    productName: i.productName,
    unitPrice: fromCents(i.unitPriceCents),
    quantity: i.quantity,
    itemTotal: fromCents(i.unitPriceCents * i.quantity),
    vendorName: o.vendorName,
    imageUrl: i.imageUrl,
    productAvailable: i.productAvailable,
    deliveredAt: o.deliveredAt,
    cancelledAt: o.cancelledAt,
    size: i.size,
    colour: i.colour,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    ...deliveryOf(o),
    orderItemId: i.orderItemId,
    // Units not in a return under way or done; none before delivery (docs/architecture.md#returns).
    returnableQuantity: o.deliveredAt && o.status !== 'cancelled' ? Math.max(Number(i.returnable), 0) : 0,
    returnDays: o.returnDays,
    returnUntil: o.deliveredAt && o.status !== 'cancelled' ? addDays(new Date(o.deliveredAt), o.returnDays).toISOString() : null,
    openReturnId: o.openReturnId === null ? null : Number(o.openReturnId),
    orderKind: o.kind,
    exchangeForReturnId: o.exchangeForReturnId === null ? null : Number(o.exchangeForReturnId),
  };
}
