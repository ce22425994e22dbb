import { API_MESSAGES, fromCents, type VendorOrder } from '@seamline/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { groupBy } from '../../lib/group-by.js';
import { descIndexed } from '../../db/order-by.js';

const vendorAlias = sql`v`;

/** A vendor's orders in the spec's shape (§3), items loaded in one query (no N+1). */
async function loadVendorOrders(db: Tx, where: SQL, limit: number, offset: number): Promise<VendorOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      buyerName: users.fullName,
      buyerEmail: users.email,
      status: orders.status,
      subtotalCents: orders.subtotalCents,
      line1: orders.shipLine1,
      city: orders.shipCity,
      postal: orders.shipPostalCode,
      country: orders.shipCountry,
      vendorId: orders.vendorId,
      vendorName: sql<string>`(select coalesce(${vendorAlias}.vendor_name, '') from ${users} ${vendorAlias} where ${vendorAlias}.id = ${orders.vendorId})`,
      expected: orders.expectedDelivery,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(where)
    .orderBy(descIndexed(orders.createdAt), descIndexed(orders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const itemsOf = groupBy(items, (i) => i.orderId);
  return rows.map((r) => ({
    id: r.id,
    orderDate: r.createdAt.toISOString(),
    buyerName: r.buyerName,
    buyerEmail: r.buyerEmail,
    status: r.status,
    total: fromCents(r.subtotalCents),
    items: (itemsOf.get(r.id) ?? []).map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.productName,
      quantity: i.quantity,
      price: fromCents(i.unitPriceCents),
    })),
    shippingAddress: { addressLine1: r.line1, city: r.city, postalCode: r.postal, country: r.country },
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    expectedDeliveryDate: r.expected.toISOString(),
    deliveredAt: r.deliveredAt ? r.deliveredAt.toISOString() : null,
  }));
}

/** Every order of the vendor, newest first (DESIGN §5: pendingOrders answers them all). */
export async function listVendorOrders(
  db: Tx,
  vendorId: number,
  page: { limit: number; offset: number },
): Promise<{ items: VendorOrder[]; total: number }> {
  const where = eq(orders.vendorId, vendorId);
  const [items, totals] = await Promise.all([
    loadVendorOrders(db, where, page.limit, page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** One of the vendor's orders; another vendor's order answers 404. */
export async function getVendorOrder(db: Tx, vendorId: number, orderId: number): Promise<VendorOrder> {
  const [order] = await loadVendorOrders(db, and(eq(orders.vendorId, vendorId), eq(orders.id, orderId)) as SQL, 1, 0);
  if (!order) throw notFound(API_MESSAGES.orderNotFound);
  return order;
}
