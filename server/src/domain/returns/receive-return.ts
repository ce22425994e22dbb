import { expectedDeliveryAt, RETURN_MESSAGES, type ReturnReceiveInput } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { invalidInput } from '../errors.js';
import { type MailJob, queueMails } from '../queue-mails.js';
import { exchangeLines, type Locked, lockFor, refusingOverRefunds, settleUnits } from './locked-return.js';
import { lineDiscountOf, recordReturnRefund, refundDue } from './refunds.js';
import { moveReturn } from './return-status.js';
import { type Actor, addEvent, moveStock, SYSTEM, stockCause, writeOff } from './return-steps.js';

/** What a receipt or a decision left to do outside the transaction: a card refund to send. */
export interface Settled {
  returnId: number;
  orderId: number;
  buyerId: number;
  refundPending: boolean;
  exchangeOrderId: number | null;
}

/**
 * Shipped → received → closed (docs/architecture.md#returns): per line, the resellable units go back to stock and the
 * damaged ones are written off; the refund lines' amount (with their tax share) is fixed, pending
 * for a card (the provider is called after the commit, keyed by the return) or owed to the buyer
 * on delivery; an exchange's replacements (reserved on approval) ship as a zero-total exchange
 * order of the same vendor.
 */
export async function receiveReturn(db: Db, vendorId: number, returnId: number, input: ReturnReceiveInput, now: Date): Promise<Settled> {
  return refusingOverRefunds(() =>
    db.transaction(async (tx) => {
      const actor: Actor = { role: 'vendor', userId: vendorId };
      const r = await lockFor(tx, returnId, actor, ['shipped'], 'received');
      const lines = await queryRows<{ id: number; quantity: number; variantId: number; outcome: 'refund' | 'exchange' }>(
        tx,
        sql`select rl.id, rl.quantity, oi.variant_id as "variantId", rl.outcome from return_lines rl join order_items oi on oi.id = rl.order_item_id
      where rl.return_id = ${r.id} order by oi.variant_id, rl.id`,
      );
      const given = new Map(input.lines.map((l) => [l.returnLineId, l]));
      if (given.size !== input.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.id)))
        throw invalidInput(RETURN_MESSAGES.receiveLinesMismatch);
      for (const l of lines) {
        const g = given.get(l.id);
        if (!g || g.resellable + g.damaged !== l.quantity) throw invalidInput(RETURN_MESSAGES.receiveCountsInvalid(l.id, l.quantity));
      }
      await stockCause(tx, 'return_restock', { orderId: r.orderId, returnId: r.id });
      for (const l of lines) {
        const g = given.get(l.id);
        if (!g) continue;
        await tx.execute(sql`update return_lines set resellable = ${g.resellable}, damaged = ${g.damaged} where id = ${l.id}`);
        await moveStock(tx, l.variantId, g.resellable);
        await writeOff(tx, l.variantId, g.damaged, r.id, now);
      }
      await addEvent(tx, r.id, 'received', now, actor);
      const exchangeOrderId = await shipExchange(tx, r, now);
      await settleUnits(tx, r.id, 'refunded', sql`rl.outcome = 'refund'`);
      await settleUnits(tx, r.id, 'exchanged', sql`rl.outcome = 'exchange'`);
      const settled = await settleRefund(tx, r, sql`rl.outcome = 'refund'`, now);
      await moveReturn(tx, r.id, r.status, 'closed', now);
      await addEvent(tx, r.id, 'closed', now, SYSTEM);
      return { ...settled, exchangeOrderId };
    }),
  );
}

/**
 * Fixes the refund of the lines `which` selects, out of what was paid on the sale (for an exchange
 * order's lines, the sale it replaced: decision 158); a pay-on-delivery one is owed to the buyer at once.
 */
export async function settleRefund(tx: Tx, r: Locked, which: ReturnType<typeof sql>, now: Date): Promise<Settled> {
  // Only units this move has settled as refunded are priced (decision 201).
  const cents = await refundDue(tx, r.id, r.saleOrderId, sql`rl.units_state = 'refunded' and (${which})`);
  const jobs: MailJob[] = [];
  let refundPending = false;
  if (cents > 0) {
    if (r.paymentMethod === 'card') {
      refundPending = true;
      await tx.execute(sql`update returns set refund_cents = ${cents}, refund_status = 'pending' where id = ${r.id}`);
    } else {
      await tx.execute(sql`update returns set refund_cents = ${cents}, refund_status = 'owed' where id = ${r.id}`);
      await recordReturnRefund(tx, { returnId: r.id, orderId: r.saleOrderId, refundCents: cents, status: 'owed', at: now });
      jobs.push({ kind: 'return-refunded', returnId: r.id });
    }
  } else await tx.execute(sql`update returns set refund_cents = 0 where id = ${r.id}`);
  await queueMails(tx, jobs);
  return { returnId: r.id, orderId: r.orderId, buyerId: r.buyerId, refundPending, exchangeOrderId: null };
}

/**
 * The exchange's replacements as a new order of the same vendor: kind exchange, pending, total 0,
 * naming the sale whose money it carries (that of a sale, or the sale of an exchange order).
 */
async function shipExchange(tx: Tx, r: Locked, now: Date): Promise<number | null> {
  const lines = await exchangeLines(tx, r.id);
  if (lines.length === 0) return null;
  const [order] = await queryRows<{ id: number }>(
    tx,
    sql`insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents, ship_line1, ship_city, ship_postal_code,
      ship_country, created_at, expected_delivery, updated_at, payment_id, payment_method, payment_status, kind, exchange_for_order_id)
    select buyer_id, vendor_id, 'pending', 0, 0, 0, ship_line1, ship_city, ship_postal_code, ship_country, ${now.toISOString()}::timestamptz,
      ${expectedDeliveryAt(now).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, payment_id, payment_method,
      case when payment_method = 'card' then 'captured' else 'paid_on_delivery' end, 'exchange', ${r.saleOrderId}::int
    from orders where id = ${r.orderId} returning id`,
  );
  if (!order) throw new Error('exchange order not written');
  // Each line at the price paid on the sale, its units' share of the sale line's discount with it.
  await tx.execute(sql`insert into order_items (order_id, product_id, variant_id, size, colour, product_name, unit_price_cents, quantity, discount_cents)
    select ${order.id}::int, v.product_id, v.id, v.size, v.colour, oi.product_name, oi.unit_price_cents, rl.quantity, ${lineDiscountOf(sql`rl.quantity`)}
    from return_lines rl join order_items oi on oi.id = rl.order_item_id join product_variants v on v.id = rl.exchange_variant_id
    where rl.return_id = ${r.id} and rl.outcome = 'exchange' order by v.product_id, v.id, rl.id`);
  await tx.execute(
    sql`insert into order_events (order_id, from_status, to_status, at) values (${order.id}, null, 'pending', ${now.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`update returns set exchange_order_id = ${order.id} where id = ${r.id}`);
  await queueMails(tx, [{ kind: 'vendor-new-order', orderId: order.id }]);
  return order.id;
}
