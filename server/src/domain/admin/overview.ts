import { ADMIN_PERIOD_DAYS, type AdminOverview, type AdminPeriod, fromCents, type GmvDay } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { orders, products, users } from '../../db/schema.js';
import { payoutsDueCents } from '../ledger/payouts.js';
import { returnRate } from '../returns/refunds.js';
import { bracketedCheckoutShare } from '../fit/bracketed-share.js';
import { defaultCommission } from '../ledger/commission.js';
import { promotionSpendCents } from '../coupons/uses.js';

interface Sums {
  gmv: string;
  orders: number;
  commission: string;
  buyers: number;
  vendors: number;
  products: number;
}

/**
 * The operator's figures for the `period` before `now` (docs/architecture.md#money-and-operator): what buyers paid for vendor
 * orders not cancelled, how many, their average, the commission at each order's frozen rate
 * (rounded half up per order, in cents); and the accounts and live products to date.
 */
export async function adminOverview(db: Db, period: AdminPeriod, now: Date, payoutMinimumCents = 1000): Promise<AdminOverview> {
  const since = new Date(now.getTime() - ADMIN_PERIOD_DAYS[period] * 86_400_000).toISOString();
  const [[sums], fallback, due, byDay, returned, bracketed, promotion] = await Promise.all([
    queryRows<Sums>(
      db,
      sql`
      with o as (
        select coalesce(sum(total_cents), 0)::text as gmv, count(*)::int as orders,
               coalesce(sum((subtotal_cents * commission_percent + 50) / 100), 0)::text as commission
        from ${orders}
        where status <> 'cancelled' and created_at > ${since}::timestamptz
      ),
      u as (
        select count(*) filter (where role = 'buyer')::int as buyers, count(*) filter (where role = 'vendor')::int as vendors
        from ${users}
      )
      select o.*, u.*, (select count(*)::int from ${products} where listed) as products from o, u`,
    ),
    defaultCommission(db),
    payoutsDueCents(db, payoutMinimumCents),
    queryRows<{ day: string; gmv: string }>(
      db,
      sql`
      select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(total_cents)::text as gmv
      from ${orders}
      where status <> 'cancelled' and created_at > ${since}::timestamptz
      group by 1`,
    ),
    returnRate(db, new Date(since), now),
    bracketedCheckoutShare(db, new Date(since)),
    promotionSpendCents(db, new Date(since)),
  ]);
  const gmvCents = Number(sums?.gmv ?? 0);
  const count = sums?.orders ?? 0;
  return {
    period,
    gmv: fromCents(gmvCents),
    orders: count,
    averageOrderValue: count === 0 ? 0 : fromCents(Math.round(gmvCents / count)),
    commission: fromCents(Number(sums?.commission ?? 0)),
    buyers: sums?.buyers ?? 0,
    vendors: sums?.vendors ?? 0,
    products: sums?.products ?? 0,
    payoutsDue: fromCents(due),
    defaultCommissionPercent: fallback,
    // Units returned over units delivered in the period (docs/architecture.md#returns).
    returnRate: returned,
    bracketedCheckoutShare: bracketed,
    promotionSpend: fromCents(promotion),
    gmvByDay: everyDay(new Date(since), now, new Map(byDay.map((d) => [d.day, Number(d.gmv)]))),
  };
}

/** One entry per UTC day from `from`'s day to `to`'s, oldest first, a day without sales at 0. */
function everyDay(from: Date, to: Date, centsByDay: Map<string, number>): GmvDay[] {
  const days: GmvDay[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (day <= to) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, gmv: fromCents(centsByDay.get(date) ?? 0) });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}
