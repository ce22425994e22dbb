import { type AnalyticsSummary, fromCents } from '@seamline/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';

const SERIES_DAYS = 90;

/**
 * The dashboard summary (spec §3) from SQL aggregates over the vendor's non-cancelled orders.
 * Days are bucketed in `timeZone`; `days` narrows the totals and category split, while
 * recentSales always covers the last 90 days (the client picks its period from it).
 */
export async function vendorAnalytics(
  db: Tx,
  vendorId: number,
  opts: { timeZone: string; days?: number },
): Promise<AnalyticsSummary> {
  const days = opts.days ?? SERIES_DAYS;
  const tz = opts.timeZone;
  const since = (n: number) => sql`((now() at time zone ${tz})::date - ${n - 1}::int)`;
  const localDay = sql`(o.created_at at time zone ${tz})::date`;

  const [series, totals, categories, productCount] = await Promise.all([
    queryRows<{ date: string; amount: number; order_count: number }>(db, sql`
      select to_char(${localDay}, 'YYYY-MM-DD') as date, sum(o.subtotal_cents)::bigint as amount, count(*)::int as order_count
      from orders o
      where o.vendor_id = ${vendorId} and o.status <> 'cancelled'
        and o.created_at >= (${since(SERIES_DAYS)}::timestamp at time zone ${tz})
      group by 1 order by 1`),
    queryRows<{ sales: number | null; orders: number }>(db, sql`
      select sum(o.subtotal_cents)::bigint as sales, count(*)::int as orders
      from orders o
      where o.vendor_id = ${vendorId} and o.status <> 'cancelled'
        and o.created_at >= (${since(days)}::timestamp at time zone ${tz})`),
    queryRows<{ category: string; sales: number }>(db, sql`
      select p.category, sum(oi.unit_price_cents::bigint * oi.quantity)::bigint as sales
      from orders o
      join order_items oi on oi.order_id = o.id
      join products p on p.id = oi.product_id
      where o.vendor_id = ${vendorId} and o.status <> 'cancelled'
        and o.created_at >= (${since(days)}::timestamp at time zone ${tz})
      group by p.category order by sales desc`),
    db.select({ n: count() }).from(products).where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt))),
  ]);
  const total = totals[0];
  return {
    totalSales: fromCents(Number(total?.sales ?? 0)),
    totalOrders: Number(total?.orders ?? 0),
    totalProducts: productCount[0]?.n ?? 0,
    salesByCategory: JSON.stringify(
      categories.map((r) => ({ category: r.category, sales: fromCents(Number(r.sales)) })),
    ),
    recentSales: JSON.stringify(
      series.map((r) => ({ date: r.date, amount: fromCents(Number(r.amount)), orderCount: Number(r.order_count) })),
    ),
  };
}
