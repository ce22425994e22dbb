import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { refreshProductTotals } from '../variants/product-totals.js';

/** Sales one round ends at most; the rest are due again next round. */
const BATCH = 500;

/**
 * The sales due at `now` ended (docs/decisions/270): each product's base price returns to its
 * compare-at price, and each variant's own price to its own, in one transaction with the price
 * history and 'was' prices that follow. The claim is the conditional write itself: a sale whose end
 * another instance took (locked, or already cleared) is skipped, so each ends once. Answers how many
 * products it ended.
 */
export async function endDueSales(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const ended = await queryRows<{ id: number }>(
      tx,
      sql`update products p set base_price_cents = coalesce(p.compare_at_cents, p.base_price_cents),
        compare_at_cents = null, sale_ends_at = null, updated_at = ${at}
      where p.id in (select id from products where sale_ends_at <= ${at} order by sale_ends_at, id limit ${BATCH} for update skip locked)
        and p.sale_ends_at <= ${at}
      returning p.id`,
    );
    const ids = ended.map((r) => r.id);
    if (ids.length === 0) return 0;
    await queryRows(
      tx,
      sql`update product_variants set price_cents = compare_at_cents, compare_at_cents = null
      where product_id in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and compare_at_cents is not null and deleted_at is null`,
    );
    await refreshProductTotals(tx, ids, now);
    return ids.length;
  });
}
