import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { postRefund } from '../ledger/postings.js';
import { shareStatusAfter } from '../money/move-share.js';
import { queueMails } from '../queue-mails.js';

/** Returns (as `r`) whose money is that of the sale `saleOrderId`: its own, and those of its exchange orders (decision 158). */
const ofSale = (saleOrderId: SQL) =>
  sql`(r.order_id = ${saleOrderId} or r.order_id in (select e.id from orders e where e.exchange_for_order_id = ${saleOrderId}))`;

/** Reasons that are the shop's fault: a whole order returned for them gets its delivery fee back. */
const SHOPS_FAULT = sql`('damaged', 'wrong_item', 'not_as_pictured')`;

/**
 * The refund of a return's lines that `which` selects (over `rl`, its return_lines): unit price ×
 * quantity, plus their share of the sale's tax, plus the sale's delivery fee when these lines are
 * every unit of the sale and each came back for the shop's fault
 * (docs/decisions/263-shipping-refunded-with-a-faulty-order.md). `saleOrderId` is the order that was paid: the
 * return's own, or for an exchange order's lines the sale it replaced (its lines keep the price
 * paid). The share is taken of everything the sale has refunded so far, its exchange orders'
 * returns included, so the refunds of several returns never add up to more tax than the buyer
 * paid. Writes the tax part beside the return; answers the refund in cents.
 */
export async function refundDue(tx: Tx, returnId: number, saleOrderId: number, which: SQL): Promise<number> {
  const [row] = await queryRows<{ sub: string; orderSub: string; orderTax: string; prevSub: string; prevTax: string; shipping: string }>(
    tx,
    sql`select
      (select coalesce(sum(oi.unit_price_cents::int8 * rl.quantity), 0) from return_lines rl join order_items oi on oi.id = rl.order_item_id
        where rl.return_id = ${returnId} and ${which})::text as sub,
      o.subtotal_cents::text as "orderSub", o.tax_cents::text as "orderTax",
      (case when (select r.order_id from returns r where r.id = ${returnId}) = o.id
        and (select coalesce(sum(rl.quantity), 0) from return_lines rl where rl.return_id = ${returnId} and ${which} and rl.reason in ${SHOPS_FAULT})
          = (select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = o.id)
        then o.shipping_fee_cents else 0 end)::text as shipping,
      coalesce((select sum(r.refund_cents - coalesce(r.refund_tax_cents, 0) - coalesce(r.refund_shipping_cents, 0)) from returns r where ${ofSale(sql`o.id`)} and r.id <> ${returnId} and r.refund_cents is not null), 0)::text as "prevSub",
      coalesce((select sum(r.refund_tax_cents) from returns r where ${ofSale(sql`o.id`)} and r.id <> ${returnId} and r.refund_cents is not null), 0)::text as "prevTax"
    from orders o where o.id = ${saleOrderId}`,
  );
  if (!row) return 0;
  const sub = Number(row.sub);
  const orderSub = Number(row.orderSub);
  if (sub === 0 || orderSub === 0) return 0;
  const tax = Math.round((Number(row.orderTax) * (Number(row.prevSub) + sub)) / orderSub) - Number(row.prevTax);
  const shipping = Number(row.shipping);
  await tx.execute(sql`update returns set refund_tax_cents = ${tax}, refund_shipping_cents = ${shipping} where id = ${returnId}`);
  return sub + tax + shipping;
}

export interface ReturnRefund {
  returnId: number;
  /** The sale that was paid (for an exchange order's return, the sale it replaced). */
  orderId: number;
  refundCents: number;
  /** 'refunded': the provider sent it back to the card; 'owed': a pay-on-delivery order's, owed to the buyer. */
  status: 'refunded' | 'owed';
  at: Date;
}

/**
 * The one place a return's refund is recorded, inside the transaction that stores it (the card's
 * refund once the provider has sent it; a pay-on-delivery one as it becomes owed). The order's
 * payment status follows: refunded in full, or partly.
 */
export async function recordReturnRefund(tx: Tx, refund: ReturnRefund): Promise<void> {
  // The ledger's reversal, pro rata with its commission, once per return (docs/architecture.md#money-and-operator).
  const [r] = await queryRows<{ shipping: string }>(
    tx,
    sql`select coalesce(refund_shipping_cents, 0)::text as shipping from returns where id = ${refund.returnId}`,
  );
  const shippingCents = Number(r?.shipping ?? 0);
  await postRefund(
    tx,
    { orderId: refund.orderId, refundCents: refund.refundCents, shippingCents, cause: `return:${refund.returnId}`, returnId: refund.returnId },
    refund.at,
  );
  if (refund.status !== 'refunded') return;
  const refundedInFull = sql`(select coalesce(sum(r.refund_cents), 0) from returns r where ${ofSale(sql`o.id`)} and r.refund_status = 'refunded') >= o.total_cents`;
  await tx.execute(sql`update orders o set payment_status = ${shareStatusAfter([
    { to: 'refunded', when: refundedInFull },
    { to: 'partially_refunded', when: sql`not ${refundedInFull}` },
  ])},
    updated_at = ${refund.at.toISOString()}::timestamptz
    where o.id = ${refund.orderId} and o.payment_method = 'card'`);
}

/**
 * The operator overview's return rate over [since, until): units returned (returns asked for in
 * the period and not cancelled, rejected or expired; a replacement refunded because it could not ship
 * is no return: decision 203) per unit delivered (orders delivered in the
 * period, exchanges' replacements included, since their returns count too: decision 158), as a
 * fraction (0 when nothing was delivered).
 */
export async function returnRate(db: Db, since: Date, until: Date): Promise<number> {
  const [row] = await queryRows<{ returned: number; delivered: number }>(
    db,
    sql`select
      (select coalesce(sum(rl.quantity), 0)::int from return_lines rl join returns r on r.id = rl.return_id
        where r.created_at >= ${since.toISOString()}::timestamptz and r.created_at < ${until.toISOString()}::timestamptz
        and r.status not in ('cancelled', 'rejected', 'expired') and rl.reason <> 'not_shipped') as returned,
      (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
        where o.delivered_at >= ${since.toISOString()}::timestamptz and o.delivered_at < ${until.toISOString()}::timestamptz) as delivered`,
  );
  if (!row || row.delivered === 0) return 0;
  return row.returned / row.delivered;
}

/** A card refund the provider has sent: recorded once, whoever (the receive call, the timer) gets here first. */
export async function markRefunded(db: Db, returnId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [r] = await queryRows<{ orderId: number; refundCents: string }>(
      tx,
      sql`update returns set refund_status = 'refunded', updated_at = ${at.toISOString()}::timestamptz
      where id = ${returnId} and refund_status = 'pending'
      returning (select coalesce(o.exchange_for_order_id, o.id) from orders o where o.id = returns.order_id) as "orderId", refund_cents::text as "refundCents"`,
    );
    if (!r) return false;
    await recordReturnRefund(tx, { returnId, orderId: r.orderId, refundCents: Number(r.refundCents), status: 'refunded', at });
    await queueMails(tx, [{ kind: 'return-refunded', returnId }]);
    return true;
  });
}
