import { RETURN_MESSAGES, type ReturnResolution } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { recordAction } from '../audit/audit.js';
import { conflict, notFound } from '../errors.js';
import { queueMails } from '../queue-mails.js';
import { approveLocked, lockFor, refusingOverRefunds, settleUnits } from './locked-return.js';
import { type Settled, settleRefund } from './receive-return.js';
import { moveReturn } from './return-status.js';
import { type Actor, addEvent } from './return-steps.js';

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
