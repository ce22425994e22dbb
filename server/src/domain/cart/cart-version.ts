import { createHash } from 'node:crypto';

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
