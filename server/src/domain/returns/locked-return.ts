import { RETURN_MESSAGES, RETURN_SHIP_DAYS, type ReturnStatus } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { violatesCheck } from '../../db/violations.js';
import { conflict, notFound } from '../errors.js';
import { queueMails } from '../queue-mails.js';
import { moveReturn } from './return-status.js';
import { type Actor, addDays, addEvent, moveStock, stockCause } from './return-steps.js';

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

export interface ExchangeLine {
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
export async function lockFor(tx: Tx, returnId: number, actor: Actor, from: readonly ReturnStatus[], action: string): Promise<Locked> {
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
export async function settleUnits(tx: Tx, returnId: number, to: 'refunded' | 'exchanged' | 'freed', which = sql`true`) {
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

export const exchangeLines = (tx: Tx, returnId: number) =>
  queryRows<ExchangeLine>(
    tx,
    sql`select id, quantity, exchange_variant_id as "exchangeVariantId", order_item_id as "orderItemId"
    from return_lines where return_id = ${returnId} and outcome = 'exchange' order by exchange_variant_id, id`,
  );

/** Gives back an approved exchange's reserved replacements (expiry, cancellation). */
export async function unreserveExchange(tx: Tx, r: Locked) {
  const lines = await exchangeLines(tx, r.id);
  if (lines.length === 0) return;
  await stockCause(tx, 'exchange_unreserve', { orderId: r.orderId, returnId: r.id });
  for (const l of lines) await moveStock(tx, l.exchangeVariantId, l.quantity);
}

/** The approval itself, of a return locked by the caller: its replacements reserved, 14 days to send it back, the buyer mailed. */
export async function approveLocked(tx: Tx, r: Locked, actor: Actor, now: Date, note: string | null = null): Promise<void> {
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
