import type { CreateReturnInput } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client.js';
import { createReturn } from '../domain/returns/create-return.js';
import { approveReturn, markReturnShipped, receiveReturn } from '../domain/returns/move-return.js';
import { markRefunded } from '../domain/returns/refunds.js';

const DAY = 86_400_000;

/** A demo order line a return may be asked for: delivered, inside its window, its money not released. */
interface Candidate {
  orderId: number;
  buyerId: number;
  vendorId: number;
  deliveredAt: Date | string;
  paymentMethod: 'card' | 'on_delivery';
  orderItemId: number;
  quantity: number;
  /** Another live size of the product at the line's price, in stock: what an exchange could be for. */
  exchangeVariantId: number | null;
}

/**
 * A few returns in the demo (docs/architecture.md#returns), made by the same steps the API takes, at past times, so
 * stock movements, refunds and the ledger's reversals are what the shop itself would have written:
 * at the first shop (vendor1, its orders of buyer1 first) one exchange of a size for the next one
 * up, received and its replacement waiting to ship; one refund received with one unit damaged and
 * refunded to the card; one return just asked for, which the shop has yet to answer. The demo's
 * card payments were never at a provider, so the card refund is recorded as sent. Mails these past
 * moves queued are dropped. Answers how many returns it made (fewer when the demo has too few
 * orders to return).
 */
export async function seedDemoReturns(tx: Tx, now: Date): Promise<number> {
  const db = tx as Db;
  const candidates = await queryRows<Candidate>(
    tx,
    sql`with firsts as (
      select (select min(id) from users where role = 'vendor') as vendor, (select min(id) from users where role = 'buyer') as buyer
    )
    select o.id as "orderId", o.buyer_id as "buyerId", o.vendor_id as "vendorId", o.delivered_at as "deliveredAt",
      o.payment_method as "paymentMethod", oi.id as "orderItemId", oi.quantity,
      (select v.id from product_variants v join products p on p.id = v.product_id
        where v.product_id = oi.product_id and v.id <> oi.variant_id and v.deleted_at is null and p.deleted_at is null
          and v.stock > 0 and coalesce(v.price_cents, p.base_price_cents) = oi.unit_price_cents
          and v.colour is not distinct from oi.colour
        -- The next size up when there is one.
        order by v.position > ov.position desc, abs(v.position - ov.position) limit 1) as "exchangeVariantId"
    from orders o join order_items oi on oi.order_id = o.id join product_variants ov on ov.id = oi.variant_id cross join firsts f
    where o.kind = 'sale' and o.status = 'Delivered' and o.released_at is null
      and o.delivered_at > ${new Date(now.getTime() - 28 * DAY).toISOString()}::timestamptz
      and o.delivered_at < ${new Date(now.getTime() - 6 * DAY).toISOString()}::timestamptz
    order by o.vendor_id = f.vendor desc, o.buyer_id = f.buyer desc, o.delivered_at desc, oi.id`,
  );
  const [mark] = await queryRows<{ id: string }>(tx, sql`select coalesce(max(id), 0)::text as id from outbox`);
  const used = new Set<number>();
  // The first shop's orders first (buyer1's first among them), another shop's when it has none that fit.
  const first = candidates[0]?.vendorId;
  const pick = (fits: (c: Candidate) => boolean) => {
    const free = (c: Candidate) => !used.has(c.orderId) && fits(c);
    const found = candidates.find((c) => c.vendorId === first && free(c)) ?? candidates.find(free);
    if (found) used.add(found.orderId);
    return found;
  };
  const exchange = pick((c) => c.paymentMethod === 'card' && c.exchangeVariantId !== null);
  const refund = pick((c) => c.paymentMethod === 'card' && c.quantity >= 2) ?? pick((c) => c.paymentMethod === 'card');
  const asked = pick(() => true);
  let made = 0;

  /** Asks, approves and has the buyer send back `line` of `c`, a day apart from a day after delivery; answers the return and when it arrives. */
  const sentBack = async (c: Candidate, line: CreateReturnInput['lines'][number]) => {
    const at = (days: number) => new Date(new Date(c.deliveredAt).getTime() + days * DAY);
    const { returnId } = await createReturn(db, c.buyerId, { orderId: c.orderId, lines: [line] }, at(1));
    await approveReturn(db, { role: 'vendor', userId: c.vendorId }, returnId, at(2));
    await markReturnShipped(db, c.buyerId, returnId, null, at(3));
    const [l] = await queryRows<{ id: number }>(tx, sql`select id from return_lines where return_id = ${returnId}`);
    made++;
    return { returnId, lineId: l?.id as number, arrives: at(5) };
  };

  if (exchange?.exchangeVariantId) {
    const line = {
      orderItemId: exchange.orderItemId,
      quantity: 1,
      reason: 'too_small',
      outcome: 'exchange',
      exchangeVariantId: exchange.exchangeVariantId,
    } as const;
    const r = await sentBack(exchange, line);
    await receiveReturn(db, exchange.vendorId, r.returnId, { lines: [{ returnLineId: r.lineId, resellable: 1, damaged: 0 }] }, r.arrives);
  }
  if (refund) {
    const quantity = Math.min(refund.quantity, 2);
    const r = await sentBack(refund, { orderItemId: refund.orderItemId, quantity, reason: 'quality', outcome: 'refund' });
    await receiveReturn(
      db,
      refund.vendorId,
      r.returnId,
      { lines: [{ returnLineId: r.lineId, resellable: quantity - 1, damaged: 1 }] },
      r.arrives,
    );
    await markRefunded(db, r.returnId, new Date(r.arrives.getTime() + 60_000));
  }
  if (asked) {
    // Asked yesterday: the shop has two more days to answer.
    const at = new Date(now.getTime() - DAY);
    await createReturn(
      db,
      asked.buyerId,
      { orderId: asked.orderId, lines: [{ orderItemId: asked.orderItemId, quantity: 1, reason: 'too_large', outcome: 'refund' }] },
      at,
    );
    made++;
  }
  await tx.execute(sql`delete from outbox where id > ${mark?.id ?? '0'}::bigint`);
  return made;
}
