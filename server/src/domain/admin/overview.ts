import { ADMIN_PERIOD_DAYS, type AdminOverview, type AdminPeriod, fromCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { orders, products, users } from '../../db/schema.js';
import { payoutsDueCents } from '../ledger/payouts.js';
import { defaultCommission } from './commission.js';

interface Sums {
  gmv: string;
  orders: number;
  commission: string;
  buyers: number;
  vendors: number;
  products: number;
}

/**
 * The operator's figures for the `period` before `now` (DESIGN §13): what buyers paid for vendor
 * orders not cancelled, how many, their average, the commission at each order's frozen rate
 * (rounded half up per order, in cents); and the accounts and live products to date.
 */
export async function adminOverview(db: Db, period: AdminPeriod, now: Date, payoutMinimumCents = 1000): Promise<AdminOverview> {
  const since = new Date(now.getTime() - ADMIN_PERIOD_DAYS[period] * 86_400_000).toISOString();
  const [[sums], fallback, due] = await Promise.all([
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
      select o.*, u.*, (select count(*)::int from ${products} where deleted_at is null) as products from o, u`,
    ),
    defaultCommission(db),
    payoutsDueCents(db, payoutMinimumCents),
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
  };
}
