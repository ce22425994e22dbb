import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/** What a cart's version is made of: which lines it has, of what product and size × colour, how many, and whether each can still be bought. */
export interface VersionedLine {
  cartId: number | string;
  productId: number | string;
  variantId: number | string;
  quantity: number;
  available: boolean;
}

/**
 * The cart's version: a digest of its lines, so any add, remove or quantity
 * change, from any tab or device, and a vendor deleting a product in it, gives a new one. Prices
 * and stock are left out: checkout checks those itself (`expectedTotal`, the stock check).
 * Why a digest and not a stored counter: docs/decisions/031-cart-version.md.
 */
export function cartVersion(lines: readonly VersionedLine[]): string {
  const hash = createHash('sha256');
  for (const l of [...lines].sort((a, b) => Number(a.cartId) - Number(b.cartId))) {
    hash.update(`${l.cartId}:${l.productId}:${l.variantId}:${l.quantity}:${l.available ? 1 : 0};`);
  }
  return hash.digest('base64url').slice(0, 22);
}

/**
 * The same version worked out by PostgreSQL over `lines` (a CTE or table of rows with "cartId",
 * "productId", "variantId", quantity and available), for a statement that needs it before it
 * answers: card checkout opens its payment with the cart's version in one statement (decision 196).
 * `cart-version.test.ts` holds the two to the same answers.
 */
export const cartVersionSql = (lines: SQL): SQL => sql`(select substr(translate(encode(sha256(convert_to(coalesce(string_agg(
    l."cartId"::text || ':' || l."productId"::text || ':' || l."variantId"::text || ':' || l.quantity::text || ':' || case when l.available then '1' else '0' end || ';',
    '' order by l."cartId"), ''), 'UTF8')), 'base64'), '+/', '-_'), 1, 22) from ${lines} l)`;
