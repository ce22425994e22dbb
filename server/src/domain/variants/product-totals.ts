import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { recordPrices } from './price-history.js';

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/**
 * Writes what lists read from the products' live variants (docs/architecture.md#sizes-and-colours, docs/decisions/048): `stock`
 * their sum, `price_cents` the lowest price any of them sells at (the base price when none is
 * live), `colours` their distinct colours in position order. Call it in the transaction that changed
 * the variants, after the change, holding the products' row locks (docs/decisions/049). Every price
 * change is recorded at `now` with it, and the sale's 'was' prices follow (docs/decisions/269).
 */
export async function refreshProductTotals(tx: Tx, productIds: readonly number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await queryRows(
    tx,
    sql`update ${products} p set
      stock = coalesce(a.stock, 0),
      price_cents = coalesce(a.price_cents, p.base_price_cents),
      colours = coalesce(c.colours, '[]'::jsonb)
    from (select x.id from unnest(array[${idList(productIds)}]) as x(id)) ids
    left join lateral (
      select sum(v.stock)::int as stock, min(coalesce(v.price_cents, q.base_price_cents))::int as price_cents
      from product_variants v join ${products} q on q.id = v.product_id
      where v.product_id = ids.id and v.deleted_at is null
    ) a on true
    left join lateral (
      select jsonb_agg(jsonb_build_object('name', d.colour, 'hex', d.colour_hex) order by d.position, d.id) as colours
      from (
        select distinct on (lower(v.colour)) v.colour, v.colour_hex, v.position, v.id
        from product_variants v
        where v.product_id = ids.id and v.deleted_at is null and v.colour is not null
        order by lower(v.colour), v.position, v.id
      ) d
    ) c on true
    where p.id = ids.id`,
  );
  await recordPrices(tx, idList(productIds), now);
}
