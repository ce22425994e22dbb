import { SALE_LOOKBACK_DAYS } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

/**
 * The lowest price a product's base (`variant` null) or a variant (as sold) had in the days before
 * `start`: the price in effect when the window opened and every one set inside it
 * (docs/decisions/269). Null when it had none before `start`.
 */
const lowBefore = (product: SQL, variant: SQL, start: SQL) => sql`(
  select min(h.price_cents) from price_history h
  where h.product_id = ${product} and h.variant_id is not distinct from ${variant} and h.at < ${start}
    and h.at >= coalesce((
      select max(o.at) from price_history o
      where o.product_id = ${product} and o.variant_id is not distinct from ${variant}
        and o.at <= ${start} - make_interval(days => ${SALE_LOOKBACK_DAYS})), '-infinity'::timestamptz))`;

/** The honest 'was': the compare-at price, capped at the low before the sale; null unless above the price. */
const honestWas = (compareAt: SQL, price: SQL, low: SQL) => sql`(
  case when ${compareAt} is null or ${low} is null then null
       when least(${compareAt}, ${low}) > ${price} then least(${compareAt}, ${low}) end)`;

/**
 * The one writer of `price_history`, and of what it decides (docs/decisions/269): a row for each base
 * price, and each variant's price as sold (its own, else the base: docs/decisions/278), that differs
 * from its last (a first row dates from the product's or variant's creation), the sale's start kept while any compare-at price is set, and the honest 'was' of the
 * base, of each variant and of the card. Runs in the transaction that changed the prices, after
 * `refreshProductTotals`' totals, holding the products' row locks.
 */
export async function recordPrices(tx: Tx, ids: SQL, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await queryRows(
    tx,
    sql`insert into price_history (product_id, variant_id, price_cents, at)
    select x.product_id, x.variant_id, x.price_cents, case when x.last is null then least(x.created_at, ${at}) else ${at} end
    from (
      select p.id as product_id, null::int as variant_id, p.base_price_cents as price_cents, p.created_at,
        (select h.price_cents from price_history h where h.product_id = p.id and h.variant_id is null
         order by h.at desc, h.id desc limit 1) as last
      from products p where p.id in (${ids})
      union all
      select v.product_id, v.id, coalesce(v.price_cents, p.base_price_cents), v.created_at,
        (select h.price_cents from price_history h where h.product_id = v.product_id and h.variant_id = v.id
         order by h.at desc, h.id desc limit 1)
      from product_variants v join products p on p.id = v.product_id
      where v.product_id in (${ids}) and v.deleted_at is null
    ) x where x.last is distinct from x.price_cents`,
  );
  await queryRows(
    tx,
    sql`update products p set
      sale_started_at = case when s.on then coalesce(p.sale_started_at, ${at}) end,
      sale_ends_at = case when s.on then p.sale_ends_at end
    from (select q.id, (q.compare_at_cents is not null or exists (
        select 1 from product_variants v where v.product_id = q.id and v.deleted_at is null and v.compare_at_cents is not null)) as on
      from products q where q.id in (${ids})) s
    where p.id = s.id`,
  );
  await queryRows(
    tx,
    sql`update product_variants v set was_cents = ${honestWas(
      sql`v.compare_at_cents`,
      sql`v.price_cents`,
      lowBefore(sql`v.product_id`, sql`v.id`, sql`p.sale_started_at`),
    )}
    from products p where p.id = v.product_id and v.product_id in (${ids})`,
  );
  await queryRows(
    tx,
    sql`update products p set was_cents = ${honestWas(
      sql`p.compare_at_cents`,
      sql`p.base_price_cents`,
      lowBefore(sql`p.id`, sql`null::int`, sql`p.sale_started_at`),
    )}
    where p.id in (${ids})`,
  );
  // The card strikes through the 'was' of the variant its price is: the cheapest, one on sale first.
  await queryRows(
    tx,
    sql`update products p set card_was_cents = case
      when not exists (select 1 from product_variants v where v.product_id = p.id and v.deleted_at is null) then p.was_cents
      else (select case when v.price_cents is null then p.was_cents else v.was_cents end
            from product_variants v where v.product_id = p.id and v.deleted_at is null
            order by coalesce(v.price_cents, p.base_price_cents),
              (case when v.price_cents is null then p.was_cents else v.was_cents end) desc nulls last, v.position, v.id
            limit 1) end
    where p.id in (${ids})`,
  );
}
