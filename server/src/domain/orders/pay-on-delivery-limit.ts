import { API_MESSAGES, formatPrice, fromCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { paymentRequired } from '../errors.js';

/** $1,000.00: the most a buyer's unpaid pay-on-delivery orders may total by default (DESIGN §12). */
export const PAY_ON_DELIVERY_LIMIT_CENTS = 100_000;

/** Pay-on-delivery orders not yet paid for: neither delivered (or completed) nor cancelled. Card orders are paid. */
const UNPAID = sql`payment_method = 'on_delivery' and status in ('pending', 'processing', 'shipped')`;

/**
 * Refuses (402) a pay-on-delivery checkout of `newTotalCents` that would take the buyer's unpaid
 * orders past `limitCents` (security review 2, F4). Run it inside the checkout's transaction, with
 * the orders written in the same transaction: it locks the buyer's row (FOR NO KEY UPDATE, which a
 * cart line's foreign key check does not wait for, so adding to the cart meanwhile cannot deadlock
 * with it), so two checkouts of one buyer take turns and cannot pass the limit together. Two statements, because under READ
 * COMMITTED a statement that waited for the lock still reads from before the wait; the sum is read
 * by the next one, which sees what the other checkout committed.
 */
export async function admitPayOnDelivery(tx: Statements, buyerId: number, newTotalCents: number, limitCents: number): Promise<void> {
  await tx.rows(sql`select id from users where id = ${buyerId}::int for no key update`, 'pod_lock_buyer');
  const [row] = await tx.rows<{ unpaid: string }>(
    sql`select coalesce(sum(total_cents), 0)::text as unpaid from orders where buyer_id = ${buyerId}::int and ${UNPAID}`,
    'pod_unpaid',
  );
  if (Number(row?.unpaid ?? 0) + newTotalCents > limitCents) {
    throw paymentRequired(API_MESSAGES.payOnDeliveryLimit(formatPrice(fromCents(limitCents))));
  }
}
