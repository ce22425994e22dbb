import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import type { MoneyHandles } from '../handles.js';
import { readOrderMoney, setStatus } from './order-money.js';
import { refundCaptured } from './refund-captured.js';

/**
 * After an order is cancelled: its authorised share is voided, a captured one refunded, each
 * once (keyed by the order). The reconciliation job repeats this for any a crash left behind.
 */
export async function settleCancelled(h: MoneyHandles, orderId: number): Promise<void> {
  const o = await readOrderMoney(h.statements, orderId);
  if (o?.status !== 'cancelled' || o.paymentMethod !== 'card' || !o.providerRef) return;
  // Authorised, or its capture refused: the share will never be captured.
  if (o.paymentStatus === 'authorized' || o.paymentStatus === 'failed') {
    const r = await h.provider.void(o.providerRef, o.totalCents, `void:order:${o.id}`);
    // An authorisation that expired or ended has nothing left to void.
    if (!r.ok) h.log.warn({ orderId, reason: r.message }, 'void refused');
    await setStatus(h.statements, o.id, o.paymentStatus, 'voided');
  } else if (o.paymentStatus === 'captured') {
    // Captured, but the move to shipped never happened (a crash between the two): the money goes back.
    await refundCaptured(h, o);
  }
}

/** Cancelled card orders whose money has not followed yet (a crash between the cancel and the void). */
export async function settleCancelledLeftovers(h: MoneyHandles): Promise<void> {
  const left = await h.statements.rows<{ id: number }>(sql`
    select id from ${orders} where status = 'cancelled' and payment_method = 'card' and payment_status in ('authorized', 'captured', 'failed')
    and updated_at < now() - interval '10 seconds' order by id limit 100`);
  for (const { id } of left) await settleCancelled(h, id);
}
