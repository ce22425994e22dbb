import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../src/db/client.js';

/**
 * Checks that hold in any consistent database: each answers the rows that break it (none expected).
 * `initialStock` maps product ids to the stock they started with, for the conservation check.
 */
export async function integrityViolations(db: Tx, initialStock: Map<number, number>): Promise<Record<string, unknown[]>> {
  const checks: Record<string, ReturnType<typeof sql>> = {
    ordersWithoutItems: sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    // A sale's subtotal is its lines'; an exchange order (docs/architecture.md#returns) ships replacements at no charge,
    // its lines keeping the price their sale was paid at, so its subtotal is 0.
    subtotalMismatch: sql`select o.id from orders o where o.subtotal_cents <> case when o.kind = 'exchange' then 0
      else (select coalesce(sum(i.unit_price_cents::bigint * i.quantity), 0) from order_items i where i.order_id = o.id) end`,
    // What the buyer pays for a vendor order: its goods less their discount, its delivery, its tax.
    totalMismatch: sql`select id from orders where total_cents <> subtotal_cents - discount_cents + shipping_fee_cents + tax_cents`,
    itemsOfOtherVendors: sql`select i.id from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id where p.vendor_id <> o.vendor_id`,
    ordersWithoutEvents: sql`select o.id from orders o where not exists (select 1 from order_events e where e.order_id = o.id)`,
    negativeStock: sql`select id from products where stock < 0`,
    negativeVariantStock: sql`select id from product_variants where stock < 0`,
    productStockNotVariantSum: sql`select p.id from products p where p.stock <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id and v.deleted_at is null) and p.deleted_at is null`,
    linesOfAnotherProductsVariant: sql`
      select 'cart', c.id from cart_items c join product_variants v on v.id = c.variant_id where v.product_id <> c.product_id
      union all
      select 'order', i.id from order_items i join product_variants v on v.id = i.variant_id where v.product_id <> i.product_id`,
    // Exchange orders replace what a sale sold: no sale of their own, in sold counts or sales figures.
    soldCountMismatch: sql`select p.id from products p where p.sold_count <> (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id where i.product_id = p.id and o.status <> 'cancelled' and o.kind = 'sale')`,
    cartsOfBuyersWhoOrderedEverything: sql`select c.id from cart_items c where c.quantity <= 0`,
    salesRollupOutOfStep: sql`
      select coalesce(a.vendor_id, b.vendor_id) as vendor_id from
        (select vendor_id, sum(subtotal_cents) as s, count(*) as n from orders where status <> 'cancelled' and kind = 'sale' group by 1) a
        full join (select vendor_id, sum(sales_cents) as s, sum(orders) as n from sales_rollup where category = '' group by 1) b
        using (vendor_id)
      where coalesce(a.s, 0) <> coalesce(b.s, 0) or coalesce(a.n, 0) <> coalesce(b.n, 0)`,
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, q] of Object.entries(checks)) out[name] = await queryRows(db, q);
  const stock = await queryRows<{ id: number; stock: number; ordered: number }>(
    db,
    sql`select p.id, p.stock, (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id where i.product_id = p.id and o.status <> 'cancelled')::int as ordered from products p`,
  );
  out.stockNotConserved = stock.filter((r) => initialStock.has(r.id) && r.stock + r.ordered !== initialStock.get(r.id));
  return out;
}
