import { type AnalyticsSummary, fromCents } from '@seamline/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';

const SERIES_DAYS = 90;

/**
 * The dashboard summary (spec §3) over the vendor's non-cancelled orders, summed from the hourly
 * sales_rollup that triggers keep in step with every order (see migration 0002). Days are
 * bucketed in `timeZone`; `days` narrows the totals and category split, while recentSales always
 * covers the last 90 days (the client picks its period from it).
 */
export async function vendorAnalytics(db: Tx, vendorId: number, opts: { timeZone: string; days?: number }): Promise<AnalyticsSummary> {
  const days = opts.days ?? SERIES_DAYS;
  const tz = opts.timeZone;
  const since = (n: number) => sql`(((now() at time zone ${tz})::date - ${n - 1}::int)::timestamp at time zone ${tz})`;

  const [series, categories, productCount] = await Promise.all([
    queryRows<{ date: string; amount: number; order_count: number }>(
      db,
      sql`
      select to_char((r.hour at time zone ${tz})::date, 'YYYY-MM-DD') as date,
             sum(r.sales_cents)::bigint as amount, sum(r.orders)::int as order_count
      from sales_rollup r
      where r.vendor_id = ${vendorId} and r.category = '' and r.hour >= ${since(SERIES_DAYS)}
      group by 1 having sum(r.orders) > 0 order by 1`,
    ),
    queryRows<{ category: string; sales: number }>(
      db,
      sql`
      select r.category, sum(r.sales_cents)::bigint as sales
      from sales_rollup r
      where r.vendor_id = ${vendorId} and r.category <> '' and r.hour >= ${since(days)}
      group by r.category having sum(r.sales_cents) > 0 order by sales desc`,
    ),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt))),
  ]);
  const firstDay = series.length ? dayString(days, tz) : '';
  const inPeriod = series.filter((r) => r.date >= firstDay);
  return {
    totalSales: fromCents(inPeriod.reduce((s, r) => s + Number(r.amount), 0)),
    totalOrders: inPeriod.reduce((s, r) => s + Number(r.order_count), 0),
    totalProducts: productCount[0]?.n ?? 0,
    salesByCategory: JSON.stringify(categories.map((r) => ({ category: r.category, sales: fromCents(Number(r.sales)) }))),
    recentSales: JSON.stringify(
      series.map((r) => ({ date: r.date, amount: fromCents(Number(r.amount)), orderCount: Number(r.order_count) })),
    ),
  };
}

/** The first day (YYYY-MM-DD in `timeZone`) of a period of `days` days ending today. */
function dayString(days: number, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}
