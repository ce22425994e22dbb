import { type SQL, sql } from 'drizzle-orm';
import type { SizeReturnCounts } from './evidence.js';

/**
 * How a product and its shop's other products of the pair come back (README.md, 'The product's
 * own fit'): units delivered, and of them sent back as too small and too large (returns that count,
 * as size-flags.ts counts them). Each reads a bounded, recent sample, so a busy product or shop
 * costs the same as a quiet one: a product's last 300 delivered lines, its shop's last 300
 * delivered orders.
 */
export const SAMPLE = 300;

type Counts = [delivered: number, small: number, large: number];

/** [delivered, small, large] of the order lines `lines` (a subquery of order_items rows as `l`: id and quantity). */
const countsOf = (lines: SQL): SQL<Counts> => sql<Counts>`(
  select json_build_array(coalesce(sum(l.quantity), 0)::int,
    coalesce(sum(s.small), 0)::int, coalesce(sum(s.large), 0)::int)
  from (${lines}) l
  left join lateral (
    select sum(rl.quantity) filter (where rl.reason = 'too_small') as small, sum(rl.quantity) filter (where rl.reason = 'too_large') as large
    from return_lines rl join returns r on r.id = rl.return_id
    where rl.order_item_id = l.id and rl.reason in ('too_small', 'too_large') and r.status not in ('cancelled', 'rejected', 'expired')
  ) s on true
)`;

/** The product `p`'s own (its most recent delivered lines). */
export const productReturnCounts = (p: SQL): SQL<Counts> =>
  countsOf(sql`select oi.id, oi.quantity from order_items oi join orders o on o.id = oi.order_id
    where oi.product_id = ${p}.id and o.delivered_at is not null order by oi.id desc limit ${SAMPLE}`);

/** Its shop's other products of the same category and subcategory (in the shop's most recent delivered orders). */
export const shopReturnCounts = (p: SQL): SQL<Counts> =>
  countsOf(sql`select oi.id, oi.quantity from (
      select id from orders where vendor_id = ${p}.vendor_id and delivered_at is not null order by created_at desc, id desc limit ${SAMPLE}
    ) o join order_items oi on oi.order_id = o.id join products sp on sp.id = oi.product_id
    where sp.id <> ${p}.id and sp.category = ${p}.category and sp.subcategory = ${p}.subcategory`);

export const toCounts = ([delivered, small, large]: Counts): SizeReturnCounts => ({ delivered, small, large });
