import { TAX_RATE_PERCENT, taxCents } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one tax (decision 004), in the two languages checkout speaks: `taxCents` (contract) in
 * TypeScript, and here the same rounding in SQL for a statement that prices a cart itself (card
 * checkout's opening statement). `tax.test.ts` holds the two to the same answers.
 */
export { taxCents };

/** `taxCents(subtotal)` in SQL, as bigint: the subtotal's tax rounded half up to the cent. */
export const taxCentsSql = (subtotal: SQL): SQL => sql`round(${subtotal} * ${TAX_RATE_PERCENT}::numeric / 100)::bigint`;

/** What a cart of `subtotal` is charged, tax included, in SQL. */
export const chargedCentsSql = (subtotal: SQL): SQL => sql`(${subtotal} + ${taxCentsSql(subtotal)})`;
