import { RETURN_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { returnableUnits } from './create-return.js';
import type { Locked } from './locked-return.js';
import { type Settled, settleRefund } from './receive-return.js';
import { type Actor, addEvent } from './return-steps.js';

/**
 * An exchange's replacement that cannot ship — its vendor cancels the exchange order, or it is not
 * shipped in time — is refunded instead, inside the cancel's transaction: a return of the exchange
 * order's lines, closed at once with the reason 'not_shipped', whose refund comes out of the sale
 * as every exchange order's return does (decision 158). Its units count as refunded on the
 * exchange order's lines, so the database refuses a second refund of them (decision 201); a
 * second call for the same order finds nothing left to refund and answers null.
 */
export async function refundUnshippedExchange(tx: Tx, exchangeOrderId: number, by: Actor, now: Date): Promise<Settled | null> {
  const [order] = await queryRows<{
    id: number;
    saleOrderId: number;
    buyerId: number;
    vendorId: number;
    paymentMethod: Locked['paymentMethod'];
  }>(
    tx,
    sql`select o.id, o.exchange_for_order_id as "saleOrderId", o.buyer_id as "buyerId", o.vendor_id as "vendorId", o.payment_method as "paymentMethod"
    from orders o where o.id = ${exchangeOrderId} and o.kind = 'exchange'`,
  );
  if (!order) return null;
  const items = await queryRows<{ id: number; units: number }>(
    tx,
    sql`select oi.id, ${returnableUnits(sql`oi`)} as units from order_items oi where oi.order_id = ${order.id} order by oi.id`,
  );
  const left = items.filter((i) => i.units > 0);
  if (left.length === 0) return null;
  const at = now.toISOString();
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`insert into returns (order_id, buyer_id, vendor_id, status, created_at, updated_at)
    values (${order.id}, ${order.buyerId}, ${order.vendorId}, 'closed', ${at}::timestamptz, ${at}::timestamptz) returning id`,
  );
  if (!made) throw new Error('return not written');
  await tx.execute(sql`insert into return_lines (return_id, order_item_id, quantity, reason, outcome, units_state)
    values ${sql.join(
      left.map((i) => sql`(${made.id}::int, ${i.id}::int, ${i.units}::int, 'not_shipped', 'refund', 'refunded')`),
      sql`, `,
    )}`);
  await addEvent(tx, made.id, 'closed', now, by, RETURN_MESSAGES.exchangeRefundedNote);
  const r: Locked = {
    id: made.id,
    orderId: order.id,
    saleOrderId: order.saleOrderId,
    buyerId: order.buyerId,
    vendorId: order.vendorId,
    status: 'closed',
    dueAt: null,
    paymentMethod: order.paymentMethod,
  };
  return settleRefund(tx, r, sql`true`, now);
}
