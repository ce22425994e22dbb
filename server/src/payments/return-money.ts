import { sql } from 'drizzle-orm';
import type { Topic } from '../cache/kinds.js';
import { EXCHANGE_SHIP_DAYS } from '@seamline/contract';
import { type Db, queryRows } from '../db/client.js';
import type { Statements } from '../db/statements.js';
import { AppError } from '../domain/errors.js';
import { cancelOrder } from '../domain/orders/change-status.js';
import { approveReturn, closeDisputeWindow, expireReturn, type Settled } from '../domain/returns/move-return.js';
import { markRefunded } from '../domain/returns/refunds.js';
import { SYSTEM } from '../domain/returns/return-steps.js';
import type { DueTimer } from './due-timers.js';
import type { PaymentProvider } from './provider.js';

export interface ReturnMoneyOptions {
  db: Db;
  statements: Statements;
  provider: PaymentProvider;
  /** Tells the buyer's and vendor's screens that a return moved. */
  announce: (returnId: number) => Promise<void>;
  /**
   * Forgets the kept answers a move outside a request made stale (stock reserved or given back, an
   * order's return or refund), on every instance, as a write through a route does (decision 159).
   */
  changed: () => Promise<void>;
  log: (msg: string, err?: unknown) => void;
}

/** What a return's move changes, for the kept answers: stock (reserved, given back, restocked) and orders (returns, refunds). */
export const RETURN_CHANGES = ['orders', 'stock'] as const satisfies readonly Topic[];

/** How long a pending refund waits before the timer sends it again (the call that fixed it may still be sending). */
const RETRY_AFTER_SECONDS = 60;

/**
 * The money of returns (DESIGN §14) and their timers. A card refund is sent after the transaction
 * that fixed it, keyed `refund:return:<id>` so the provider moves it once whoever sends it, and
 * recorded once (markRefunded's conditional write); a refund a crash or an outage left pending is
 * sent again by the timer.
 */
export function createReturnMoney(opts: ReturnMoneyOptions) {
  const { db, provider } = opts;

  async function sendRefund(returnId: number, at: Date): Promise<boolean> {
    const [r] = await queryRows<{ refundCents: string; providerRef: string | null }>(
      db,
      sql`select r.refund_cents::text as "refundCents", p.provider_ref as "providerRef"
      from returns r join orders o on o.id = r.order_id left join payments p on p.id = o.payment_id
      where r.id = ${returnId} and r.refund_status = 'pending'`,
    );
    if (!r?.providerRef) return false;
    try {
      const result = await provider.refund(r.providerRef, Number(r.refundCents), `refund:return:${returnId}`);
      if (!result.ok) {
        opts.log(`return ${returnId}: refund refused: ${result.message}`);
        return false;
      }
    } catch (err) {
      opts.log(`return ${returnId}: refund not sent`, err);
      return false;
    }
    const recorded = await markRefunded(db, returnId, at);
    if (recorded) {
      await opts.changed();
      await opts.announce(returnId);
    }
    return recorded;
  }

  /** After an exchange order was cancelled: the card refund of its replacement (decision 201), if any, and the screens told. */
  async function afterExchangeCancelled(orderId: number, at: Date): Promise<void> {
    const made = await queryRows<{ id: number; pending: boolean }>(
      db,
      sql`select id, refund_status = 'pending' as pending from returns where order_id = ${orderId} and refund_status is not null order by id`,
    );
    for (const r of made) {
      if (r.pending) await sendRefund(r.id, at);
      await opts.announce(r.id);
    }
  }

  /** After a receipt or a decision committed: the card refund it fixed, if any, and the screens told. */
  async function afterSettled(settled: Settled, at: Date): Promise<void> {
    if (settled.refundPending) await sendRefund(settled.returnId, at);
    await opts.announce(settled.returnId);
  }

  /**
   * Runs `step` on each due return; one another instance handled first answers 404/409, and is
   * left. What moved is forgotten by the kept answers before the screens are told.
   */
  async function each(ids: { id: number }[], step: (id: number) => Promise<unknown>) {
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
    await opts.changed();
    for (const id of moved) await opts.announce(id);
  }

  const timers: DueTimer[] = [
    {
      // A vendor that has not answered within 3 days has approved.
      name: 'returns: unanswered requests approved',
      run: async (now) =>
        each(
          await queryRows<{ id: number }>(
            db,
            sql`select id from returns where status = 'requested' and due_at <= ${now.toISOString()}::timestamptz order by due_at, id limit 200`,
          ),
          (id) => approveReturn(db, SYSTEM, id, now),
        ),
    },
    {
      // Approved and not sent back within 14 days: expired.
      name: 'returns: unshipped approvals expired',
      run: async (now) =>
        each(
          await queryRows<{ id: number }>(
            db,
            sql`select id from returns where status = 'approved' and due_at <= ${now.toISOString()}::timestamptz order by due_at, id limit 200`,
          ),
          (id) => expireReturn(db, id, now),
        ),
    },
    {
      // Rejected and not disputed in time: the rejection is final, its units free to be returned again.
      name: 'returns: dispute windows closed',
      run: async (now) =>
        each(
          await queryRows<{ id: number }>(
            db,
            sql`select id from returns where status = 'rejected' and due_at <= ${now.toISOString()}::timestamptz order by due_at, id limit 200`,
          ),
          (id) => closeDisputeWindow(db, id, now),
        ),
    },
    {
      // An exchange's replacement not shipped in time: cancelled, and the buyer refunded for it instead.
      name: 'exchanges: replacements not shipped in time refunded',
      run: async (now) => {
        const due = await queryRows<{ id: number; vendorId: number }>(
          db,
          sql`select id, vendor_id as "vendorId" from orders where kind = 'exchange' and status in ('pending', 'processing')
          and created_at <= ${new Date(now.getTime() - EXCHANGE_SHIP_DAYS * 86_400_000).toISOString()}::timestamptz order by created_at, id limit 100`,
        );
        for (const o of due) {
          try {
            await cancelOrder({ db, statements: opts.statements, now: () => now.getTime() }, o.vendorId, o.id, 'system');
          } catch (err) {
            // Shipped or cancelled meanwhile (by its vendor, or another instance).
            if (!(err instanceof AppError)) throw err;
            continue;
          }
          await opts.changed();
          await afterExchangeCancelled(o.id, now);
        }
      },
    },
    {
      name: 'returns: pending refunds sent again',
      run: async (now) => {
        const pending = await queryRows<{ id: number }>(
          db,
          sql`select id from returns where refund_status = 'pending'
          and updated_at <= ${new Date(now.getTime() - RETRY_AFTER_SECONDS * 1000).toISOString()}::timestamptz order by updated_at limit 100`,
        );
        for (const { id } of pending) await sendRefund(id, now);
      },
    },
  ];

  return { sendRefund, afterSettled, afterExchangeCancelled, timers };
}

export type ReturnMoney = ReturnType<typeof createReturnMoney>;
