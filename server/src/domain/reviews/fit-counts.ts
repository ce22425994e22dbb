import { type Fit, FITS } from '@seamline/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { verifiedPurchase } from './verified-purchase.js';

export type FitCounts = Record<Fit, number>;
/** Per fit given: [fit, reviews, verified reviews]. */
type FitRow = [Fit, number, number];

/**
 * A product's reviews that gave a fit, grouped, with its returns for size (docs/architecture.md#returns: a return as
 * too small says it runs small, too large that it runs large; each counts as a verified purchase's
 * vote, and a cancelled return not at all), as one JSON value (so the product page stays one statement).
 */
export const fitRows = (productId: SQLWrapper): SQL<FitRow[]> => sql<FitRow[]>`(
  select coalesce(json_agg(json_build_array(f.fit, f.given, f.verified)), '[]'::json) from (
    select votes.fit, sum(votes.given)::int as given, sum(votes.verified)::int as verified from (
      select fit_reviews.fit, count(*)::int as given,
        count(*) filter (where ${verifiedPurchase(sql`fit_reviews.product_id`, sql`fit_reviews.buyer_id`)})::int as verified
      from reviews fit_reviews
      where fit_reviews.product_id = ${productId} and fit_reviews.fit is not null and not fit_reviews.hidden
      group by fit_reviews.fit
      union all
      select case fit_returns.reason when 'too_small' then 'small' else 'large' end, count(*)::int, count(*)::int
      from return_lines fit_returns
      join order_items fit_items on fit_items.id = fit_returns.order_item_id
      join returns fit_return on fit_return.id = fit_returns.return_id
      where fit_items.product_id = ${productId} and fit_returns.reason in ('too_small', 'too_large') and fit_return.status <> 'cancelled'
      group by 1
    ) votes
    group by votes.fit
  ) f
)`;

/**
 * Verified reviews alone whenever the product has any verified review (its rating counts them
 * alone too, `products.rating_verified_only`); else every review that gave a fit. Security review
 * 2, F5; docs/decisions/100.
 */
export function fitCounts(rows: readonly FitRow[], verifiedOnly: boolean): FitCounts {
  const counts = Object.fromEntries(FITS.map((f) => [f, 0])) as FitCounts;
  for (const [fit, given, verified] of rows) counts[fit] = verifiedOnly ? verified : given;
  return counts;
}
