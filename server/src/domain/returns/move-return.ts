import {
  expectedDeliveryAt,
  RETURN_DISPUTE_DAYS,
  RETURN_MESSAGES,
  RETURN_SHIP_DAYS,
  type ReturnReceiveInput,
  type ReturnResolution,
  type ReturnStatus,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { violatesCheck, violatesUnique } from '../../db/violations.js';
import { recordAction } from '../audit/audit.js';
import { conflict, invalidInput, notFound } from '../errors.js';
import { type MailJob, queueMails } from '../queue-mails.js';
import { recordReturnRefund, refundDue } from './refunds.js';
import { moveReturn } from './return-status.js';
import { type Actor, addDays, addEvent, moveStock, SYSTEM, stockCause, writeOff } from './return-steps.js';

/** A return's row as a move reads it, locked. */
export interface Locked {
  id: number;
  orderId: number;
  /** The sale whose money the order carries: the order itself, or an exchange order's sale (decision 158). */
  saleOrderId: number;
  buyerId: number;
  vendorId: number;
  status: ReturnStatus;
  dueAt: Date | string | null;
  paymentMethod: 'card' | 'on_delivery';
}

interface ExchangeLine {
  id: number;
  quantity: number;
  exchangeVariantId: number;
  orderItemId: number;
}

/**
 * Locks the return and checks the move: 404 when the caller may not see it, 409 with a message
 * when its status does not allow the move. The row lock makes every move happen once: a second
 * caller waits, then finds the status changed.
 */
async function lockFor(tx: Tx, returnId: number, actor: Actor, from: readonly ReturnStatus[], action: string): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`select r.id, r.order_id as "orderId", coalesce(o.exchange_for_order_id, o.id) as "saleOrderId", r.buyer_id as "buyerId",
      r.vendor_id as "vendorId", r.status, r.due_at as "dueAt", o.payment_method as "paymentMethod"
    from returns r join orders o on o.id = r.order_id where r.id = ${returnId} for update of r`,
  );
  const mine =
    row &&
    (actor.role === 'admin' ||
      actor.role === 'system' ||
      (actor.role === 'buyer' && row.buyerId === actor.userId) ||
      (actor.role === 'vendor' && row.vendorId === actor.userId));
  if (!row || !mine) throw notFound(RETURN_MESSAGES.returnNotFound);
  if (!from.includes(row.status)) throw conflict(RETURN_MESSAGES.move(row.status, action));
  return row;
}

/**
 * Moves the return's held units (those `which` selects) to where they end: refunded, exchanged,
 * or freed to be returned again. The database counts them per order line and refuses a move out of
 * any other state, or one that takes a line past what it sold (drizzle/0033, decision 201).
 */
async function settleUnits(tx: Tx, returnId: number, to: 'refunded' | 'exchanged' | 'freed', which = sql`true`) {
  // Lines already elsewhere are moved too, so the trigger refuses them rather than this skipping them.
  await tx.execute(
    sql`update return_lines rl set units_state = ${to} where rl.return_id = ${returnId} and rl.units_state <> ${to} and ${which}`,
  );
}

/**
 * Runs a move whose refund the database may refuse: a line past what it sold, units already
 * settled, or an order past what its buyer paid answer 409 with a message, and nothing changes.
 */
export async function refusingOverRefunds<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (err) {
    if (violatesCheck(err, 'order_items_units_check') || violatesCheck(err, 'return_lines_units_final'))
      throw conflict(RETURN_MESSAGES.unitsAlreadySettled);
    if (violatesCheck(err, 'orders_refunded_check')) throw conflict(RETURN_MESSAGES.refundExceedsPaid);
    throw err;
  }
}

const exchangeLines = (tx: Tx, returnId: number) =>
  queryRows<ExchangeLine>(
    tx,
    sql`select id, quantity, exchange_variant_id as "exchangeVariantId", order_item_id as "orderItemId"
    from return_lines where return_id = ${returnId} and outcome = 'exchange' order by exchange_variant_id, id`,
  );

/** Gives back an approved exchange's reserved replacements (expiry, cancellation). */
async function unreserveExchange(tx: Tx, r: Locked) {
  const lines = await exchangeLines(tx, r.id);
  if (lines.length === 0) return;
  await stockCause(tx, 'exchange_unreserve', { orderId: r.orderId, returnId: r.id });
  for (const l of lines) await moveStock(tx, l.exchangeVariantId, l.quantity);
}

/**
 * Requested → approved, by the vendor or, after 3 days of silence, by the timer. Each exchange's
 * replacement is reserved (stock −1 per unit); one sold out meanwhile becomes a refund, said on the event.
 */
export async function approveReturn(db: Db, actor: Actor, returnId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, actor, ['requested'], 'approved');
    if (actor.role === 'system' && (!r.dueAt || new Date(r.dueAt).getTime() > now.getTime())) throw conflict('not due');
    await approveLocked(tx, r, actor, now);
  });
}

/** The approval itself, of a return locked by the caller: its replacements reserved, 14 days to send it back, the buyer mailed. */
async function approveLocked(tx: Tx, r: Locked, actor: Actor, now: Date, note: string | null = null): Promise<void> {
  // Units settled or freed since (a rejection that became final) cannot come back into a return (decision 201).
  const [settled] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from return_lines where return_id = ${r.id} and units_state <> 'held'`,
  );
  if (settled && settled.n > 0) throw conflict(RETURN_MESSAGES.unitsAlreadySettled);
  const lines = await exchangeLines(tx, r.id);
  const soldOut: number[] = [];
  if (lines.length > 0) await stockCause(tx, 'exchange_reserve', { orderId: r.orderId, returnId: r.id });
  for (const l of lines) {
    if (!(await moveStock(tx, l.exchangeVariantId, -l.quantity))) soldOut.push(l.id);
  }
  if (soldOut.length > 0)
    await tx.execute(
      sql`update return_lines set outcome = 'refund', exchange_variant_id = null where id in (${sql.join(
        soldOut.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
  await moveReturn(tx, r.id, r.status, 'approved', now, sql`, due_at = ${addDays(now, RETURN_SHIP_DAYS).toISOString()}::timestamptz`);
  const said = [note, soldOut.length ? 'The size asked for sold out: those items will be refunded.' : null].filter(Boolean).join(' ');
  await addEvent(tx, r.id, 'approved', now, actor, said || null);
  await queueMails(tx, [{ kind: 'return-approved', returnId: r.id }]);
}

export async function rejectReturn(db: Db, vendorId: number, returnId: number, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, { role: 'vendor', userId: vendorId }, ['requested'], 'rejected');
    // Its units stay held while the buyer may dispute the rejection (decision 201).
    await moveReturn(
      tx,
      r.id,
      r.status,
      'rejected',
      now,
      sql`, reject_reason = ${reason}, due_at = ${addDays(now, RETURN_DISPUTE_DAYS).toISOString()}::timestamptz`,
    );
    await addEvent(tx, r.id, 'rejected', now, { role: 'vendor', userId: vendorId }, reason);
    await queueMails(tx, [{ kind: 'return-rejected', returnId: r.id }]);
  });
}

export async function cancelReturn(db: Db, buyerId: number, returnId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, { role: 'buyer', userId: buyerId }, ['requested', 'approved'], 'cancelled');
    if (r.status === 'approved') await unreserveExchange(tx, r);
    await settleUnits(tx, r.id, 'freed');
    await moveReturn(tx, r.id, r.status, 'cancelled', now, sql`, due_at = null`);
    await addEvent(tx, r.id, 'cancelled', now, { role: 'buyer', userId: buyerId });
  });
}

export async function markReturnShipped(db: Db, buyerId: number, returnId: number, trackingNumber: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, { role: 'buyer', userId: buyerId }, ['approved'], 'sent back');
    await moveReturn(tx, r.id, r.status, 'shipped', now, sql`, tracking_number = ${trackingNumber || null}, due_at = null`);
    await addEvent(tx, r.id, 'shipped', now, { role: 'buyer', userId: buyerId });
  });
}

/**
 * Rejected → disputed, by the buyer: once per return, within the days a rejection may be disputed,
 * and only while its units are still held by it (decision 201).
 */
export async function disputeReturn(db: Db, buyerId: number, returnId: number, message: string, now: Date) {
  try {
    await db.transaction(async (tx) => {
      const r = await lockFor(tx, returnId, { role: 'buyer', userId: buyerId }, ['rejected'], 'disputed');
      const [state] = await queryRows<{ disputed: boolean; free: boolean }>(
        tx,
        sql`select exists (select 1 from return_events e where e.return_id = ${r.id} and e.status = 'disputed') as disputed,
          exists (select 1 from return_lines rl where rl.return_id = ${r.id} and rl.units_state <> 'held') as free`,
      );
      if (state?.disputed) throw conflict(RETURN_MESSAGES.disputeDecided);
      if (!r.dueAt || new Date(r.dueAt).getTime() < now.getTime()) throw conflict(RETURN_MESSAGES.disputeClosed);
      if (state?.free) throw conflict(RETURN_MESSAGES.unitsReturnedSince);
      await moveReturn(tx, r.id, r.status, 'disputed', now, sql`, dispute_message = ${message}, due_at = null`);
      await addEvent(tx, r.id, 'disputed', now, { role: 'buyer', userId: buyerId }, message);
      await queueMails(tx, [{ kind: 'return-disputed', returnId: r.id }]);
    });
  } catch (err) {
    if (violatesUnique(err, 'returns_open_order_key')) throw conflict(RETURN_MESSAGES.openReturnExists);
    throw err;
  }
}

/** Rejected and not disputed within its days: the rejection is final and its units may be returned again (the timer). */
export async function closeDisputeWindow(db: Db, returnId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, SYSTEM, ['rejected'], 'closed to disputes');
    if (!r.dueAt || new Date(r.dueAt).getTime() > now.getTime()) throw conflict('not due');
    await settleUnits(tx, r.id, 'freed');
    await moveReturn(tx, r.id, r.status, 'rejected', now, sql`, due_at = null`);
  });
}

/** Approved and not sent back within 14 days: expired (the timer), its reservations given back. */
export async function expireReturn(db: Db, returnId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, returnId, SYSTEM, ['approved'], 'expired');
    if (!r.dueAt || new Date(r.dueAt).getTime() > now.getTime()) throw conflict('not due');
    await unreserveExchange(tx, r);
    await settleUnits(tx, r.id, 'freed');
    await moveReturn(tx, r.id, r.status, 'expired', now, sql`, due_at = null`);
    await addEvent(tx, r.id, 'expired', now, SYSTEM);
  });
}

/** What a receipt or a decision left to do outside the transaction: a card refund to send. */
export interface Settled {
  returnId: number;
  orderId: number;
  buyerId: number;
  refundPending: boolean;
  exchangeOrderId: number | null;
}

/**
 * Shipped → received → closed (docs/architecture.md#returns): per line, the resellable units go back to stock and the
 * damaged ones are written off; the refund lines' amount (with their tax share) is fixed, pending
 * for a card (the provider is called after the commit, keyed by the return) or owed to the buyer
 * on delivery; an exchange's replacements (reserved on approval) ship as a zero-total exchange
 * order of the same vendor.
 */
export async function receiveReturn(db: Db, vendorId: number, returnId: number, input: ReturnReceiveInput, now: Date): Promise<Settled> {
  return refusingOverRefunds(() =>
    db.transaction(async (tx) => {
      const actor: Actor = { role: 'vendor', userId: vendorId };
      const r = await lockFor(tx, returnId, actor, ['shipped'], 'received');
      const lines = await queryRows<{ id: number; quantity: number; variantId: number; outcome: 'refund' | 'exchange' }>(
        tx,
        sql`select rl.id, rl.quantity, oi.variant_id as "variantId", rl.outcome from return_lines rl join order_items oi on oi.id = rl.order_item_id
      where rl.return_id = ${r.id} order by oi.variant_id, rl.id`,
      );
      const given = new Map(input.lines.map((l) => [l.returnLineId, l]));
      if (given.size !== input.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.id)))
        throw invalidInput(RETURN_MESSAGES.receiveLinesMismatch);
      for (const l of lines) {
        const g = given.get(l.id);
        if (!g || g.resellable + g.damaged !== l.quantity) throw invalidInput(RETURN_MESSAGES.receiveCountsInvalid(l.id, l.quantity));
      }
      await stockCause(tx, 'return_restock', { orderId: r.orderId, returnId: r.id });
      for (const l of lines) {
        const g = given.get(l.id);
        if (!g) continue;
        await tx.execute(sql`update return_lines set resellable = ${g.resellable}, damaged = ${g.damaged} where id = ${l.id}`);
        await moveStock(tx, l.variantId, g.resellable);
        await writeOff(tx, l.variantId, g.damaged, r.id, now);
      }
      await addEvent(tx, r.id, 'received', now, actor);
      const exchangeOrderId = await shipExchange(tx, r, now);
      await settleUnits(tx, r.id, 'refunded', sql`rl.outcome = 'refund'`);
      await settleUnits(tx, r.id, 'exchanged', sql`rl.outcome = 'exchange'`);
      const settled = await settleRefund(tx, r, sql`rl.outcome = 'refund'`, now);
      await moveReturn(tx, r.id, r.status, 'closed', now);
      await addEvent(tx, r.id, 'closed', now, SYSTEM);
      return { ...settled, exchangeOrderId };
    }),
  );
}

/**
 * Fixes the refund of the lines `which` selects, out of what was paid on the sale (for an exchange
 * order's lines, the sale it replaced: decision 158); a pay-on-delivery one is owed to the buyer at once.
 */
export async function settleRefund(tx: Tx, r: Locked, which: ReturnType<typeof sql>, now: Date): Promise<Settled> {
  // Only units this move has settled as refunded are priced (decision 201).
  const cents = await refundDue(tx, r.id, r.saleOrderId, sql`rl.units_state = 'refunded' and (${which})`);
  const jobs: MailJob[] = [];
  let refundPending = false;
  if (cents > 0) {
    if (r.paymentMethod === 'card') {
      refundPending = true;
      await tx.execute(sql`update returns set refund_cents = ${cents}, refund_status = 'pending' where id = ${r.id}`);
    } else {
      await tx.execute(sql`update returns set refund_cents = ${cents}, refund_status = 'owed' where id = ${r.id}`);
      await recordReturnRefund(tx, { returnId: r.id, orderId: r.saleOrderId, refundCents: cents, status: 'owed', at: now });
      jobs.push({ kind: 'return-refunded', returnId: r.id });
    }
  } else await tx.execute(sql`update returns set refund_cents = 0 where id = ${r.id}`);
  await queueMails(tx, jobs);
  return { returnId: r.id, orderId: r.orderId, buyerId: r.buyerId, refundPending, exchangeOrderId: null };
}

/**
 * The exchange's replacements as a new order of the same vendor: kind exchange, pending, total 0,
 * naming the sale whose money it carries (that of a sale, or the sale of an exchange order).
 */
async function shipExchange(tx: Tx, r: Locked, now: Date): Promise<number | null> {
  const lines = await exchangeLines(tx, r.id);
  if (lines.length === 0) return null;
  const [order] = await queryRows<{ id: number }>(
    tx,
    sql`insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, ship_line1, ship_city, ship_postal_code,
      ship_country, created_at, expected_delivery, updated_at, payment_id, payment_method, payment_status, kind, exchange_for_order_id)
    select buyer_id, vendor_id, 'pending', 0, 0, 0, ship_line1, ship_city, ship_postal_code, ship_country, ${now.toISOString()}::timestamptz,
      ${expectedDeliveryAt(now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, payment_id, payment_method,
      case when payment_method = 'card' then 'captured' else 'paid_on_delivery' end, 'exchange', ${r.saleOrderId}::int
    from orders where id = ${r.orderId} returning id`,
  );
  if (!order) throw new Error('exchange order not written');
  await tx.execute(sql`insert into order_items (order_id, product_id, variant_id, size, colour, product_name, unit_price_cents, quantity)
    select ${order.id}::int, v.product_id, v.id, v.size, v.colour, oi.product_name, oi.unit_price_cents, rl.quantity
    from return_lines rl join order_items oi on oi.id = rl.order_item_id join product_variants v on v.id = rl.exchange_variant_id
    where rl.return_id = ${r.id} and rl.outcome = 'exchange' order by v.product_id, v.id, rl.id`);
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, at) values (${order.id}, null, 'pending', ${now.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`update returns set exchange_order_id = ${order.id} where id = ${r.id}`);
  await queueMails(tx, [{ kind: 'vendor-new-order', orderId: order.id }]);
  return order.id;
}

/**
 * The operator's decision on a disputed return (decision 205), audited, its vendor mailed:
 * `refund` — the goods come back first: the return is approved for the buyer to send back, and
 * refunded (or exchanged) as the vendor receives it; `refund_without_return` — every line refunded
 * at once, the goods kept; `reject` — the rejection stands, final.
 */
export async function resolveReturn(
  db: Db,
  adminId: number,
  returnId: number,
  outcome: ReturnResolution,
  note: string,
  now: Date,
): Promise<Settled> {
  return refusingOverRefunds(() =>
    db.transaction(async (tx) => {
      const actor: Actor = { role: 'admin', userId: adminId };
      const r = await lockFor(tx, returnId, actor, ['disputed'], 'resolved');
      let settled: Settled = { returnId: r.id, orderId: r.orderId, buyerId: r.buyerId, refundPending: false, exchangeOrderId: null };
      if (outcome === 'refund') {
        await approveLocked(tx, r, actor, now, note);
      } else if (outcome === 'refund_without_return') {
        await settleUnits(tx, r.id, 'refunded');
        settled = await settleRefund(tx, r, sql`true`, now);
        await moveReturn(tx, r.id, r.status, 'closed', now);
        await addEvent(tx, r.id, 'closed', now, actor, note);
      } else {
        // The operator's rejection is final: the units may be returned again, never disputed again.
        await settleUnits(tx, r.id, 'freed');
        await moveReturn(tx, r.id, r.status, 'rejected', now, sql`, due_at = null`);
        await addEvent(tx, r.id, 'rejected', now, actor, note);
      }
      await queueMails(tx, [{ kind: 'return-decided', returnId: r.id }]);
      const [after] = await queryRows<{ refundCents: string | null }>(
        tx,
        sql`select refund_cents as "refundCents" from returns where id = ${r.id}`,
      );
      await recordAction(tx, {
        actorId: adminId,
        action: 'return.resolved',
        targetType: 'return',
        targetId: r.id,
        before: { status: 'disputed' },
        after: { outcome, note, refundCents: after?.refundCents === null || !after ? null : Number(after.refundCents) },
        at: now,
      });
      return settled;
    }),
  );
}

/**
 * A refund owed to a pay-on-delivery buyer, paid by hand: the operator records the payment's
 * reference (decision 205), audited; the return leaves the owed list and the buyer is mailed.
 * Once: a second call finds it no longer owed (409).
 */
export async function markRefundPaid(db: Db, adminId: number, returnId: number, reference: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [r] = await queryRows<{ id: number; refundCents: string }>(
      tx,
      sql`update returns set refund_status = 'refunded', refund_reference = ${reference}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${returnId} and refund_status = 'owed' returning id, refund_cents::text as "refundCents"`,
    );
    if (!r) {
      const [exists] = await queryRows<{ id: number }>(tx, sql`select id from returns where id = ${returnId}`);
      if (!exists) throw notFound(RETURN_MESSAGES.returnNotFound);
      throw conflict(RETURN_MESSAGES.refundNotOwed);
    }
    await recordAction(tx, {
      actorId: adminId,
      action: 'return.refund_paid',
      targetType: 'return',
      targetId: r.id,
      before: { refundStatus: 'owed' },
      after: { refundStatus: 'refunded', reference, refundCents: Number(r.refundCents) },
      at: now,
    });
    await queueMails(tx, [{ kind: 'return-refund-paid', returnId: r.id }]);
  });
}
