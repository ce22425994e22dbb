import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { refreshProductTotals } from '../domain/variants/product-totals.js';

const DAY = 86_400_000;

/**
 * A few products on sale from the first start (docs/decisions/271), their prices changed through the
 * one writer of price history at the times a vendor would have changed them, so each 'was' shown is
 * honest: four marked down by about 30 % three days ago from the price they had for over a month;
 * one cut by 15 % twenty days ago before the same sale, so its compare-at price is above its 30-day low
 * and the lower 'was' shows; one of them ends in five days. Products sold at one price and not
 * ordered in the last 40 days, so every order of them was at the price now their compare-at price.
 * Answers how many.
 */
export async function seedDemoSales(tx: Tx, now: Date): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const picked = await queryRows<{ id: number }>(
    tx,
    sql`select p.id from products p
    where p.listed and p.created_at <= ${at(-40).toISOString()}::timestamptz and p.base_price_cents >= 2000
      and not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                      where oi.product_id = p.id and o.created_at > ${at(-40).toISOString()}::timestamptz)
      and not exists (select 1 from product_variants v where v.product_id = p.id and v.price_cents is not null)
    order by row_number() over (partition by p.vendor_id order by p.id), p.vendor_id limit 5`,
  );
  const ids = picked.map((r) => r.id);
  if (ids.length === 0) return 0;
  const [capped, ...marked] = ids as [number, ...number[]];
  const list = (of: number[]) =>
    sql.join(
      of.map((id) => sql`${id}::int`),
      sql`, `,
    );
  // The capped one's earlier cut, then every sale three days ago (whole dollars less a cent).
  await queryRows(tx, sql`update products set base_price_cents = (base_price_cents * 85 / 10000) * 100 + 99 where id = ${capped}`);
  await refreshProductTotals(tx, [capped], at(-20));
  await queryRows(
    tx,
    sql`update products set compare_at_cents = coalesce((select h.price_cents from price_history h
        where h.product_id = products.id and h.variant_id is null order by h.at, h.id limit 1), base_price_cents),
      base_price_cents = (coalesce((select h.price_cents from price_history h
        where h.product_id = products.id and h.variant_id is null order by h.at, h.id limit 1), base_price_cents) * 70 / 10000) * 100 + 99
    where id in (${list(ids)})`,
  );
  await queryRows(tx, sql`update products set sale_ends_at = ${at(5).toISOString()}::timestamptz where id = ${marked[0] ?? capped}`);
  await refreshProductTotals(tx, ids, at(-3));
  return ids.length;
}
