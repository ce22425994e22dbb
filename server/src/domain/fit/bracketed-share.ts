import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * The percent (one decimal) of checkouts placed since `since` that held two or more sizes of one
 * product and colour (docs/decisions/254). The order rows are the record: a checkout's orders share
 * its payment (one order without one, as the demo's older orders), and a bracket is always within
 * one vendor's order, as one product is one vendor's. Exchanges' replacement orders are no checkout.
 */
export async function bracketedCheckoutShare(db: Db, since: Date): Promise<number> {
  const [row] = await queryRows<{ checkouts: number; bracketed: number }>(
    db,
    sql`with o as (
      select id, coalesce(payment_id, 'order:' || id) as checkout from orders
      where kind = 'sale' and created_at > ${since.toISOString()}::timestamptz
    ),
    b as (
      select o.checkout from o join order_items i on i.order_id = o.id
      where i.size is not null
      group by o.checkout, i.order_id, i.product_id, i.colour
      having count(distinct i.size) >= 2
    )
    select (select count(distinct checkout) from o)::int as checkouts, (select count(distinct checkout) from b)::int as bracketed`,
  );
  if (!row || row.checkouts === 0) return 0;
  return Math.round((row.bracketed / row.checkouts) * 1000) / 10;
}
