import type { LiveEvent } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import type { Bus } from '../bus/bus.js';
import type { Db } from '../db/client.js';
import { orders, returns, users } from '../db/schema.js';
import type { PlacedOrder } from '../domain/orders/place-orders.js';
import { EVENTS_CHANNEL, type Envelope } from './hub.js';

const publish = (bus: Bus, userIds: number[], event: LiveEvent) => bus.publish(EVENTS_CHANNEL, { userIds, event } satisfies Envelope);

/** Tells each vendor, on every instance, of its new order. */
export async function announcePlaced(bus: Bus, placed: readonly PlacedOrder[]): Promise<void> {
  await Promise.all(
    placed.map((o) =>
      publish(bus, [o.vendorId], { type: 'order-placed', orderId: o.id, ...(o.paymentMethod ? { paymentMethod: o.paymentMethod } : {}) }),
    ),
  );
}

/** Tells the buyer and the vendor of an order, on every instance, that its status changed. */
export async function announceStatus(db: Db, bus: Bus, orderId: number): Promise<void> {
  const [o] = await db
    .select({ buyerId: orders.buyerId, vendorId: orders.vendorId, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (o) await publish(bus, [o.buyerId, o.vendorId], { type: 'order-status', orderId, status: o.status, paymentStatus: o.paymentStatus });
}

/** Tells the buyer and the vendor of a return, on every instance, where it now stands (docs/architecture.md#returns). */
export async function announceReturn(db: Db, bus: Bus, returnId: number): Promise<void> {
  const [r] = await db
    .select({ buyerId: returns.buyerId, vendorId: returns.vendorId, orderId: returns.orderId, status: returns.status })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (r) await publish(bus, [r.buyerId, r.vendorId], { type: 'return', returnId, orderId: r.orderId, status: r.status });
}

/** Tells the vendor's open screens, on every instance, that the operator suspended or reactivated its shop. */
export async function announceShopStatus(db: Db, bus: Bus, vendorId: number): Promise<void> {
  const [v] = await db.select({ status: users.shopStatus }).from(users).where(eq(users.id, vendorId));
  if (v) await publish(bus, [vendorId], { type: 'shop-status', status: v.status });
}
