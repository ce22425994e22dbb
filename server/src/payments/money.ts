import { NOT_DELIVERABLE_STATUSES, type OrderStatus, PAYMENT_TEXTS, type PaymentStatus, STATUS_MOVES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { AppError, conflict } from '../domain/errors.js';
import { postCapture, postRefund } from '../domain/ledger/postings.js';
import { cancelOrder } from '../domain/orders/change-status.js';
import type { PaymentProvider } from './provider.js';

/** An order's money as the capture, release and refund steps read it. */
interface OrderMoney {
  id: number;
  vendorId: number;
  status: OrderStatus;
  totalCents: number;
  paymentMethod: 'card' | 'on_delivery';
  paymentStatus: PaymentStatus;
  providerRef: string | null;
}

async function orderMoney(app: FastifyInstance, orderId: number): Promise<OrderMoney | undefined> {
  const [row] = await app.statements.rows<OrderMoney>(sql`
    select o.id, o.vendor_id as "vendorId", o.status, o.total_cents::int8 as "totalCents", o.payment_method as "paymentMethod",
      o.payment_status as "paymentStatus", p.provider_ref as "providerRef"
    from ${orders} o left join ${payments} p on p.id = o.payment_id where o.id = ${orderId}`);
  return row ? { ...row, totalCents: Number(row.totalCents) } : undefined;
}

const setStatus = (app: FastifyInstance, orderId: number, from: PaymentStatus | PaymentStatus[], to: PaymentStatus) =>
  app.statements.rows<{ id: number }>(
    sql`update ${orders} set payment_status = ${to}, updated_at = now()
        where id = ${orderId} and payment_status in ${[from].flat()} returning id`,
  );

/** Refunds an order's captured share, once (keyed by the order). */
async function refundCaptured(app: FastifyInstance, provider: PaymentProvider, o: OrderMoney): Promise<void> {
  if (!o.providerRef) return;
  const r = await provider.refund(o.providerRef, o.totalCents, `refund:order:${o.id}`);
  if (!r.ok) {
    app.log.error({ orderId: o.id, reason: r.message }, 'refund refused');
    return;
  }
  // The whole order reversed in the ledger with the status, once (DESIGN §13); a share captured
  // after its order was released was never posted, so only a posted capture is reversed.
  await app.db.transaction(async (tx) => {
    const [was] = await queryRows<{ status: PaymentStatus }>(
      tx,
      sql`select payment_status as status from ${orders} where id = ${o.id} and payment_status in ('captured', 'released') for update`,
    );
    if (!was) return;
    // Counted against what the buyer paid: the database refuses a second whole refund (decision 201).
    await tx.execute(
      sql`update ${orders} set payment_status = 'refunded', refunded_cents = refunded_cents + ${o.totalCents}, updated_at = now() where id = ${o.id}`,
    );
    if (was.status === 'captured')
      await postRefund(tx, { orderId: o.id, refundCents: o.totalCents, cause: `cancel:order:${o.id}` }, app.dueTimers.now());
  });
}

/** Whether the vendor's move to `to` would be allowed from `from` (the move itself checks again). */
function shipsNow(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'Delivered') return !NOT_DELIVERABLE_STATUSES.includes(from);
  return (to === 'shipped' || to === 'completed') && STATUS_MOVES[to] === from;
}

/**
 * Money follows the goods (DESIGN §12): before a card-paid vendor order is marked shipped or
 * delivered, its share is captured, keyed by the order so a retry captures once. A refused
 * capture leaves the order where it was and tells the vendor why (409).
 */
export async function captureBeforeShipping(
  app: FastifyInstance,
  provider: PaymentProvider,
  vendorId: number,
  orderId: number,
  to: OrderStatus,
): Promise<void> {
  const o = await orderMoney(app, orderId);
  if (!o || o.vendorId !== vendorId || o.paymentMethod !== 'card' || !shipsNow(o.status, to)) return;
  if (o.paymentStatus === 'failed') throw conflict(PAYMENT_TEXTS.captureFailed);
  if (o.paymentStatus !== 'authorized' || !o.providerRef) return;
  const result = await provider.capture(o.providerRef, o.totalCents, `capture:${o.id}`).catch((err) => {
    app.log.error({ err, orderId }, 'capture failed');
    return { ok: false as const, message: PAYMENT_TEXTS.providerUnavailable };
  });
  if (result.ok) {
    // The ledger's capture posting goes with the status, once per order (DESIGN §13).
    const kept = await app.db.transaction(async (tx) => {
      const moved = await queryRows<{ id: number }>(
        tx,
        sql`update ${orders} set payment_status = 'captured', updated_at = now() where id = ${o.id} and payment_status = 'authorized' returning id`,
      );
      if (moved.length > 0) await postCapture(tx, o.id, app.dueTimers.now());
      return moved.length > 0;
    });
    if (kept) return;
    // Cancelled (and its share released) while the capture was on its way: the money taken goes back.
    const now = await orderMoney(app, o.id);
    if (now?.status === 'cancelled') await refundCaptured(app, provider, o);
    return;
  }
  // A provider that did not answer may be asked again; one that refused has spoken.
  if (result.message !== PAYMENT_TEXTS.providerUnavailable) await setStatus(app, o.id, 'authorized', 'failed');
  app.log.warn({ orderId, reason: result.message }, 'capture refused');
  throw conflict(PAYMENT_TEXTS.captureFailed);
}

/**
 * After an order is cancelled: its authorised share is released, a captured one refunded, each
 * once (keyed by the order). The reconciliation job repeats this for any a crash left behind.
 */
export async function settleCancelled(app: FastifyInstance, provider: PaymentProvider, orderId: number): Promise<void> {
  const o = await orderMoney(app, orderId);
  if (o?.status !== 'cancelled' || o.paymentMethod !== 'card' || !o.providerRef) return;
  // Authorised, or its capture refused: the share will never be captured.
  if (o.paymentStatus === 'authorized' || o.paymentStatus === 'failed') {
    const r = await provider.release(o.providerRef, o.totalCents, `release:order:${o.id}`);
    // An authorisation that expired or ended has nothing left to release.
    if (!r.ok) app.log.warn({ orderId, reason: r.message }, 'release refused');
    await setStatus(app, o.id, o.paymentStatus, 'released');
  } else if (o.paymentStatus === 'captured') {
    // Captured, but the move to shipped never happened (a crash between the two): the money goes back.
    await refundCaptured(app, provider, o);
  }
}

/** Cancelled card orders whose money has not followed yet (a crash between the cancel and the release). */
export async function settleCancelledLeftovers(app: FastifyInstance, provider: PaymentProvider): Promise<void> {
  const left = await app.statements.rows<{ id: number }>(sql`
    select id from ${orders} where status = 'cancelled' and payment_method = 'card' and payment_status in ('authorized', 'captured', 'failed')
    and updated_at < now() - interval '10 seconds' order by id limit 100`);
  for (const { id } of left) await settleCancelled(app, provider, id);
}

/**
 * An authorisation that expired before its orders shipped (DESIGN §12): the orders it paid for
 * that are still open are cancelled, their stock returned and the buyer mailed (the cancel's own
 * mail); the rest keep what was captured.
 */
export async function cancelExpiredOrders(app: FastifyInstance, paymentId: string): Promise<void> {
  const open = await app.statements.rows<{ id: number; vendorId: number }>(sql`
    select id, vendor_id as "vendorId" from ${orders} where payment_id = ${paymentId} and payment_status = 'authorized' order by id`);
  const cancelled: number[] = [];
  for (const o of open) {
    try {
      await cancelOrder({ db: app.db, statements: app.statements, now: () => app.dueTimers.now().getTime() }, o.vendorId, o.id);
      cancelled.push(o.id);
    } catch (err) {
      // Shipped meanwhile (its capture then failed on the expired authorisation) or already cancelled.
      if (!(err instanceof AppError)) throw err;
    }
    await setStatus(app, o.id, 'authorized', 'released');
  }
  if (cancelled.length === 0) return;
  // The stock given back reaches the kept answers (product pages, filtered lists) on every instance
  // as a cancel through the vendor's route does, whether a webhook or the reconciliation job got here (decision 159).
  await app.kept.forget(['orders', 'stock']);
  for (const id of cancelled) await app.announce({ statusOf: id });
}
