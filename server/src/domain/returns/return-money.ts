import { sql } from 'drizzle-orm';
import type { Topic } from '../../cache/kinds.js';
import { type Db, queryRows } from '../../db/client.js';
import type { Statements } from '../../db/statements.js';
import type { Settled } from './move-return.js';
import { markRefunded } from './refunds.js';

/** What a return's refund needs of the payment provider (payments/provider.ts is one): a refund, keyed. */
export interface RefundSender {
  refund(authorizationId: string, amountCents: number, idempotencyKey: string): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The plain handles of the returns' money and timers. */
export interface ReturnMoneyHandles {
  db: Db;
  statements: Statements;
  provider: RefundSender;
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

/**
 * Sends a return's card refund after the transaction that fixed it, keyed `refund:return:<id>` so
 * the provider moves it once whoever sends it, and records it once (markRefunded's conditional
 * write); one a crash or an outage left pending is sent again by its timer (return-timers.ts).
 */
export async function sendRefund(h: ReturnMoneyHandles, returnId: number, at: Date): Promise<boolean> {
  const [r] = await queryRows<{ refundCents: string; providerRef: string | null }>(
    h.db,
    sql`select r.refund_cents::text as "refundCents", p.provider_ref as "providerRef"
      from returns r join orders o on o.id = r.order_id left join payments p on p.id = o.payment_id
      where r.id = ${returnId} and r.refund_status = 'pending'`,
  );
  if (!r?.providerRef) return false;
  try {
    const result = await h.provider.refund(r.providerRef, Number(r.refundCents), `refund:return:${returnId}`);
    if (!result.ok) {
      h.log(`return ${returnId}: refund refused: ${result.message}`);
      return false;
    }
  } catch (err) {
    h.log(`return ${returnId}: refund not sent`, err);
    return false;
  }
  const recorded = await markRefunded(h.db, returnId, at);
  if (recorded) {
    await h.changed();
    await h.announce(returnId);
  }
  return recorded;
}

/** After an exchange order was cancelled: the card refund of its replacement (decision 201), if any, and the screens told. */
export async function afterExchangeCancelled(h: ReturnMoneyHandles, orderId: number, at: Date): Promise<void> {
  const made = await queryRows<{ id: number; pending: boolean }>(
    h.db,
    sql`select id, refund_status = 'pending' as pending from returns where order_id = ${orderId} and refund_status is not null order by id`,
  );
  for (const r of made) {
    if (r.pending) await sendRefund(h, r.id, at);
    await h.announce(r.id);
  }
}

/** After a receipt or a decision committed: the card refund it fixed, if any, and the screens told. */
export async function afterSettled(h: ReturnMoneyHandles, settled: Settled, at: Date): Promise<void> {
  if (settled.refundPending) await sendRefund(h, settled.returnId, at);
  await h.announce(settled.returnId);
}

/** The returns' money bound to one set of handles, as the app decorates it (`app.returnMoney`). */
export function createReturnMoney(h: ReturnMoneyHandles) {
  return {
    sendRefund: (returnId: number, at: Date) => sendRefund(h, returnId, at),
    afterSettled: (settled: Settled, at: Date) => afterSettled(h, settled, at),
    afterExchangeCancelled: (orderId: number, at: Date) => afterExchangeCancelled(h, orderId, at),
  };
}

export type ReturnMoney = ReturnType<typeof createReturnMoney>;
