import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { AppError } from '../../domain/errors.js';
import { cancelOrder } from '../../domain/orders/change-status.js';
import type { MoneyHandles } from '../handles.js';
import { setStatus } from './order-money.js';

/**
 * An authorisation that expired before its orders shipped: the orders it paid for that are still
 * open are cancelled, their stock returned and the buyer mailed (the cancel's own mail); the rest
 * keep what was captured.
 */
export async function cancelExpiredOrders(h: MoneyHandles, paymentId: string): Promise<void> {
  const open = await h.statements.rows<{ id: number; vendorId: number }>(sql`
    select id, vendor_id as "vendorId" from ${orders} where payment_id = ${paymentId} and payment_status = 'authorized' order by id`);
  const cancelled: number[] = [];
  for (const o of open) {
    try {
      await cancelOrder({ db: h.db, statements: h.statements, now: () => h.clock().getTime() }, o.vendorId, o.id);
      cancelled.push(o.id);
    } catch (err) {
      // Shipped meanwhile (its capture then failed on the expired authorisation) or already cancelled.
      if (!(err instanceof AppError)) throw err;
    }
    await setStatus(h.statements, o.id, 'authorized', 'voided');
  }
  if (cancelled.length === 0) return;
  // The stock given back reaches the kept answers (product pages, filtered lists) on every instance
  // as a cancel through the vendor's route does, whether a webhook or the reconciliation job got here (decision 159).
  await h.notify.forget(['orders', 'stock']);
  for (const id of cancelled) await h.notify.orderMoved(id);
}
