import { EXCHANGE_SHIP_DAYS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { AppError } from '../errors.js';
import { afterExchangeCancelled, type ReturnMoneyHandles } from '../returns/return-money.js';
import { cancelOrder } from './change-status.js';

// A timer's step (listed in payments/due-timers.ts): it cancels an order, so it sits with the orders,
// above the returns whose refund it then sends.

/** An exchange's replacement not shipped in time: cancelled, and the buyer refunded for it instead. */
export async function refundUnshippedExchanges(h: ReturnMoneyHandles, now: Date): Promise<void> {
  const due = await queryRows<{ id: number; vendorId: number }>(
    h.db,
    sql`select id, vendor_id as "vendorId" from orders where kind = 'exchange' and status in ('pending', 'processing')
      and created_at <= ${new Date(now.getTime() - EXCHANGE_SHIP_DAYS * 86_400_000).toISOString()}::timestamptz order by created_at, id limit 100`,
  );
  for (const o of due) {
    try {
      await cancelOrder({ db: h.db, statements: h.statements, now: () => now.getTime() }, o.vendorId, o.id, 'system');
    } catch (err) {
      // Shipped or cancelled meanwhile (by its vendor, or another instance).
      if (!(err instanceof AppError)) throw err;
      continue;
    }
    await h.changed();
    await afterExchangeCancelled(h, o.id, now);
  }
}
