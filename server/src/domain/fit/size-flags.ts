import { SIZE_FLAG_RULE, type ShopperSizeFlag, type SizeChartRow, type VendorSizeFlag } from '@seamline/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A size of a product and its returned units: all of them, and those sent back as too small and too large. */
export type SizeReturns = [size: string, of: number, small: number, large: number];

/**
 * Returns that count (docs/decisions/255): not cancelled, rejected or expired, and asked for by the
 * buyer ('not_shipped' is the shop's own refund of an exchange that never left).
 */
const COUNTED = sql.raw(`r.status not in ('cancelled', 'rejected', 'expired') and rl.reason <> 'not_shipped'`);

/** A product's returned units per size, as one JSON value (so the product page stays one statement). */
export const sizeReturnRows = (productId: SQLWrapper): SQL<SizeReturns[]> => sql<SizeReturns[]>`(
  select coalesce(json_agg(json_build_array(s.size, s.units, s.small, s.large) order by s.size), '[]'::json) from (
    select i.size, sum(rl.quantity)::int as units,
      coalesce(sum(rl.quantity) filter (where rl.reason = 'too_small'), 0)::int as small,
      coalesce(sum(rl.quantity) filter (where rl.reason = 'too_large'), 0)::int as large
    from return_lines rl join order_items i on i.id = rl.order_item_id join returns r on r.id = rl.return_id
    where i.product_id = ${productId} and i.size is not null and ${COUNTED}
    group by i.size
  ) s
)`;

/** The same for several products at once: [productId, ...SizeReturns] rows. */
export const sizeReturnsOfProducts = (productIds: readonly number[]): SQL => sql`
  select i.product_id as "productId", i.size, sum(rl.quantity)::int as units,
    coalesce(sum(rl.quantity) filter (where rl.reason = 'too_small'), 0)::int as small,
    coalesce(sum(rl.quantity) filter (where rl.reason = 'too_large'), 0)::int as large
  from return_lines rl join order_items i on i.id = rl.order_item_id join returns r on r.id = rl.return_id
  where i.product_id in (${sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}) and i.size is not null and ${COUNTED}
  group by i.product_id, i.size`;

type Counted = Omit<VendorSizeFlag, 'suggestion'>;

/**
 * A size with at least 5 returned units of which at least 30 % came back too small runs small (too
 * large: runs large); when both reach it, the larger share says which, and a tie says neither.
 */
export function countedFlags(returns: readonly SizeReturns[]): Counted[] {
  return returns.flatMap(([size, of, small, large]): Counted[] => {
    if (of < SIZE_FLAG_RULE.minReturns || small === large) return [];
    const [fit, count] = small > large ? (['runs_small', small] as const) : (['runs_large', large] as const);
    return count / of >= SIZE_FLAG_RULE.minShare ? [{ size, fit, returns: count, of }] : [];
  });
}

/** What the product page tells shoppers. */
export const shopperFlags = (returns: readonly SizeReturns[]): ShopperSizeFlag[] =>
  countedFlags(returns).map(({ size, fit }) => ({ size, fit }));

/**
 * What the vendor's product rows carry: with each flag the measurements its chart row would read to
 * say whom the size fits, the next size down's when it runs small, up's when large (`chart` in size order).
 */
export function vendorFlags(returns: readonly SizeReturns[], chart: readonly SizeChartRow[]): VendorSizeFlag[] {
  return countedFlags(returns).map((flag) => {
    const at = chart.findIndex((r) => r.size === flag.size);
    const like = at === -1 ? undefined : chart[at + (flag.fit === 'runs_small' ? -1 : 1)];
    return { ...flag, suggestion: like ? { size: like.size, measurements: like.measurements } : null };
  });
}
