import {
  API_MESSAGES,
  CANCELLABLE_STATUSES,
  type OrderStatus,
  STATUS_MOVES,
  type SettableStatus,
  type VendorOrder,
} from '@seamline/contract';
import { giveBackUse } from '../coupons/uses.js';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Handles, Tx } from '../../db/client.js';
import { orderEvents, orderItems, orders, products, productVariants, returns } from '../../db/schema.js';
import { conflict, notFound } from '../errors.js';
import { getVendorOrder } from './vendor-orders.js';
import { type MailJob, queueMails } from '../queue-mails.js';
import { postOnDelivery } from '../ledger/postings.js';
import { shareStatusAfter } from '../money/move-share.js';
import { refundUnshippedExchange } from '../returns/refund-unshipped-exchange.js';
import { type Actor, stockCause } from '../returns/return-steps.js';

/** The handles a status change needs, and the clock its times are read from (tests pass their own). */
export interface ChangeHandles extends Handles {
  now?: () => number;
}

/** Statuses that mean the buyer has the goods: moving to one records when (delivered_at). */
const DELIVERED_STATUSES: readonly OrderStatus[] = ['completed', 'Delivered'];

async function currentStatus(tx: Tx, vendorId: number, orderId: number): Promise<OrderStatus> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId)));
  if (!row) throw notFound(API_MESSAGES.orderNotFound);
  return row.status;
}

/**
 * The buyer hears when an order ships, first reaches them, or is cancelled. An exchange order's
 * shipping is told as the exchange of its return being on its way, the one moment that is true.
 */
async function statusMails(tx: Tx, orderId: number, from: OrderStatus, to: OrderStatus): Promise<MailJob[]> {
  if (to === 'shipped') {
    const [exchange] = await tx.select({ returnId: returns.id }).from(returns).where(eq(returns.exchangeOrderId, orderId));
    return [exchange ? { kind: 'return-exchange', returnId: exchange.returnId } : { kind: 'order-shipped', orderId }];
  }
  if (to === 'cancelled') return [{ kind: 'order-cancelled', orderId }];
  if (DELIVERED_STATUSES.includes(to) && !DELIVERED_STATUSES.includes(from)) return [{ kind: 'order-delivered', orderId }];
  return [];
}

/**
 * Moves an order with one conditional UPDATE, so of two racing changes exactly one applies; the
 * move is recorded in order_events. `onAllowed` runs inside the same transaction once the move is
 * allowed and before the order row changes (cancel restocks): the order's UPDATE takes the sales
 * rollup's row locks, which a checkout takes after its product locks, so the products come first.
 */
async function move(
  { db, statements, now = Date.now }: ChangeHandles,
  vendorId: number,
  orderId: number,
  to: OrderStatus,
  allowedFrom: SQL,
  refuse: (from: OrderStatus) => string,
  onAllowed?: (tx: Tx) => Promise<void>,
  also: Partial<Pick<typeof orders.$inferInsert, 'carrier' | 'trackingNumber'>> = {},
): Promise<VendorOrder> {
  const at = new Date(now());
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId), allowedFrom))
      .for('update');
    if (!before) {
      const status = await currentStatus(tx, vendorId, orderId);
      throw conflict(refuse(status));
    }
    await onAllowed?.(tx);
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: at,
        ...also,
        // Completed then Auto Delivered keeps the first delivery time.
        ...(DELIVERED_STATUSES.includes(to)
          ? {
              deliveredAt: sql`coalesce(${orders.deliveredAt}, ${at.toISOString()}::timestamptz)`,
              // Pay on delivery: the buyer pays as the goods arrive (docs/architecture.md#payments).
              paymentStatus: shareStatusAfter([{ to: 'paid_on_delivery', when: sql`${orders.paymentMethod} = 'on_delivery'` }]),
            }
          : {}),
        // Pay on delivery cancelled: nothing will be due (decision 185). A card's share moves after (payments/shares/after-cancel.ts).
        // An exchange order carries no money of its own: cancelled, nothing is left to capture or refund on it.
        ...(to === 'cancelled'
          ? {
              paymentStatus: shareStatusAfter([
                { to: 'voided', when: sql`${orders.paymentMethod} = 'on_delivery' or ${orders.kind} = 'exchange'` },
              ]),
            }
          : {}),
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: before.status, toStatus: to, at });
    // A pay-on-delivery order just paid: the vendor owes the commission and tax (docs/architecture.md#money-and-operator).
    if (DELIVERED_STATUSES.includes(to)) await postOnDelivery(tx, orderId, at);
    await queueMails(tx, await statusMails(tx, orderId, before.status, to));
  });
  return getVendorOrder(statements, vendorId, orderId);
}

/** What Mark as Shipped may carry: both optional. */
export interface Tracking {
  carrier?: string | null;
  trackingNumber?: string | null;
}

/**
 * Process / Ship / Complete: pending → processing → shipped → completed (docs/architecture.md#server-rules). Shipping
 * stores the carrier and tracking number given (none given: none stored), in the same UPDATE.
 */
export function updateOrderStatus(
  handles: ChangeHandles,
  vendorId: number,
  orderId: number,
  to: SettableStatus,
  tracking: Tracking = {},
): Promise<VendorOrder> {
  const from = STATUS_MOVES[to];
  const also = to === 'shipped' ? { carrier: tracking.carrier ?? null, trackingNumber: tracking.trackingNumber ?? null } : {};
  return move(handles, vendorId, orderId, to, eq(orders.status, from), (status) => API_MESSAGES.statusMove(status, to), undefined, also);
}

/** Auto Deliver: from any status but cancelled; delivering a delivered order changes nothing. */
export async function markDelivered(handles: ChangeHandles, vendorId: number, orderId: number): Promise<VendorOrder> {
  const status = await currentStatus(handles.db, vendorId, orderId);
  if (status === 'Delivered') return getVendorOrder(handles.statements, vendorId, orderId);
  return move(handles, vendorId, orderId, 'Delivered', and(ne(orders.status, 'cancelled'), ne(orders.status, 'Delivered')) as SQL, (s) =>
    s === 'cancelled' ? API_MESSAGES.cannotDeliver : API_MESSAGES.statusMove(s, 'Delivered'),
  );
}

/**
 * Cancel from pending or processing; the ordered units go back into their variants' stock, and into
 * their products' (the sum of the live variants: a retired variant's units do not count there). The
 * products, then the variants, are locked in id order first, as checkout locks them, and before the
 * order's sales rollup rows, so a cancel and a checkout over the same products queue instead of
 * deadlocking (docs/decisions/053).
 */
export function cancelOrder(handles: ChangeHandles, vendorId: number, orderId: number, by: Actor['role'] = 'vendor'): Promise<VendorOrder> {
  let exchange = false;
  return move(
    handles,
    vendorId,
    orderId,
    'cancelled',
    inArray(orders.status, [...CANCELLABLE_STATUSES]),
    (status) => API_MESSAGES.cannotCancel(status),
    async (tx) => {
      // An exchange's replacement that will not ship: the buyer is refunded for it instead, in this
      // transaction (decision 201); its money was the sale's, so nothing is voided or refunded on it.
      const [order] = await tx.select({ kind: orders.kind }).from(orders).where(eq(orders.id, orderId));
      exchange = order?.kind === 'exchange';
      const now = new Date((handles.now ?? Date.now)());
      if (exchange) await refundUnshippedExchange(tx, orderId, { role: by, userId: by === 'vendor' ? vendorId : null }, now);
      // The checkout's last standing order cancelled before shipping: its coupon's use comes back (once).
      else await giveBackUse(tx, orderId, now);
      // The stock movement history names the cancel and its order (drizzle/0020).
      await stockCause(tx, 'cancel', { orderId });
      await tx.execute(sql`
        select p.id, v.id from ${orderItems} oi
        join ${products} p on p.id = oi.product_id
        join ${productVariants} v on v.id = oi.variant_id
        where oi.order_id = ${orderId}
        order by p.id, v.id
        for update of p, v`);
      await tx.execute(sql`
        with back as (
          update ${productVariants} v set stock = v.stock + oi.q
          from (select variant_id, sum(quantity)::int as q from ${orderItems} where order_id = ${orderId} group by variant_id) oi
          where v.id = oi.variant_id
          returning v.product_id, oi.q, v.deleted_at is null as live
        )
        update ${products} p
        set stock = p.stock + t.live_q, sold_count = greatest(p.sold_count - ${exchange ? 0 : sql`t.q`}, 0), updated_at = now()
        from (select product_id, sum(q)::int as q, coalesce(sum(q) filter (where live), 0)::int as live_q from back group by product_id) t
        where p.id = t.product_id`);
    },
  );
}
