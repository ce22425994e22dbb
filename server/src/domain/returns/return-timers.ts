import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { AppError } from '../errors.js';
import { approveReturn, closeDisputeWindow, expireReturn } from './move-return.js';
import { type ReturnMoneyHandles, sendRefund } from './return-money.js';
import { SYSTEM } from './return-steps.js';

/** How long a pending refund waits before the timer sends it again (the call that fixed it may still be sending). */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Runs `step` on each due return; one another instance handled first answers 404/409, and is
 * left. What moved is forgotten by the kept answers before the screens are told.
 */
async function each(h: ReturnMoneyHandles, ids: { id: number }[], step: (id: number) => Promise<unknown>) {
  const moved: number[] = [];
  for (const { id } of ids) {
    try {
      await step(id);
      moved.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  if (moved.length === 0) return;
  await h.changed();
  for (const id of moved) await h.announce(id);
}

/** The returns in `status` whose `due_at` has come, oldest first. */
const dueReturns = (h: ReturnMoneyHandles, status: 'requested' | 'approved' | 'rejected', now: Date) =>
  queryRows<{ id: number }>(
    h.db,
    sql`select id from returns where status = ${status} and due_at <= ${now.toISOString()}::timestamptz order by due_at, id limit 200`,
  );

/** A vendor that has not answered within 3 days has approved. */
export const approveUnanswered = async (h: ReturnMoneyHandles, now: Date) =>
  each(h, await dueReturns(h, 'requested', now), (id) => approveReturn(h.db, SYSTEM, id, now));

/** Approved and not sent back within 14 days: expired. */
export const expireUnshipped = async (h: ReturnMoneyHandles, now: Date) =>
  each(h, await dueReturns(h, 'approved', now), (id) => expireReturn(h.db, id, now));

/** Rejected and not disputed in time: the rejection is final, its units free to be returned again. */
export const closeDisputeWindows = async (h: ReturnMoneyHandles, now: Date) =>
  each(h, await dueReturns(h, 'rejected', now), (id) => closeDisputeWindow(h.db, id, now));

/** Card refunds left pending (a crash or an outage after the receipt), sent again. */
export async function resendPendingRefunds(h: ReturnMoneyHandles, now: Date): Promise<void> {
  const pending = await queryRows<{ id: number }>(
    h.db,
    sql`select id from returns where refund_status = 'pending'
      and updated_at <= ${new Date(now.getTime() - RETRY_AFTER_SECONDS * 1000).toISOString()}::timestamptz order by updated_at limit 100`,
  );
  for (const { id } of pending) await sendRefund(h, id, now);
}
