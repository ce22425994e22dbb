import { RETURN_DISPUTE_DAYS, RETURN_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { violatesUnique } from '../../db/violations.js';
import { conflict } from '../errors.js';
import { queueMails } from '../queue-mails.js';
import { approveLocked, lockFor, settleUnits, unreserveExchange } from './locked-return.js';
import { moveReturn } from './return-status.js';
import { type Actor, addDays, addEvent, SYSTEM } from './return-steps.js';

/**
 * The moves of a return before its goods come back (server/src/payments/README.md, A return):
 * each locks the return's row and checks the caller and the status (locked-return.ts). The receipt
 * is receive-return.ts; the operator's decisions, resolve-return.ts.
 */

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
