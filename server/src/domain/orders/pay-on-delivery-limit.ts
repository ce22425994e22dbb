import { API_MESSAGES, formatPrice, fromCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { paymentRequired } from '../errors.js';

/** $1,000.00: the most a buyer's unpaid pay-on-delivery orders may total by default (docs/architecture.md#payments). */
export const PAY_ON_DELIVERY_LIMIT_CENTS = 100_000;

/** Pay-on-delivery orders not yet paid for: neither delivered (or completed) nor cancelled. Card orders are paid. */
export const UNPAID_ON_DELIVERY = sql`payment_method = 'on_delivery' and status in ('pending', 'processing', 'shipped')`;

/**
 * Refuses (402) a pay-on-delivery checkout of `newTotalCents` that would take the buyer's unpaid
 * orders (`unpaidCents`, without it) past `limitCents`. Checkout reads the
 * unpaid total in its write, after its read locked the buyer's row, so two checkouts of one buyer
 * take turns and cannot pass the limit together (domain/orders/place-orders.ts). Under READ
 * COMMITTED a statement that waited for a lock still reads from before the wait: hence the sum in
 * the next statement, which sees what the other checkout committed.
 */
export function refuseOverPayOnDeliveryLimit(unpaidCents: number, newTotalCents: number, limitCents: number): void {
  if (unpaidCents + newTotalCents > limitCents) {
    throw paymentRequired(API_MESSAGES.payOnDeliveryLimit(formatPrice(fromCents(limitCents))));
  }
}
