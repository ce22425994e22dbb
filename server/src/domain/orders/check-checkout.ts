import { API_MESSAGES } from '@seamline/contract';
import { shortMessage } from '../cart/cart.js';
import type { CartLine } from '../cart/cart-line.js';
import { cartVersion } from '../cart/cart-version.js';
import { conflict, invalidInput } from '../errors.js';
import { taxCents } from './tax.js';

/** Why a checkout whose total moved is refused (the edge answers it with the cart as it now stands). */
export const PRICES_CHANGED = 'prices-changed';
/** Why a checkout of a cart that changed since the buyer saw it is refused (answered the same way). */
export const CART_CHANGED = 'cart-changed';

export interface CheckoutExpectations {
  /** The versions of the cart the buyer may have seen. */
  cartVersions?: readonly string[];
  /** What the orders must come to, tax included (the total the buyer saw, or what a card authorised). */
  expectedCents?: number;
  /** What the cart comes to priced with delivery and discount (price-checkout.ts); without it, the goods plus tax. */
  totalCents?: number;
}

/** The cart's version, of lines as checkout reads them. */
export const versionOf = (lines: readonly CartLine[]) => cartVersion(lines.map((l) => ({ ...l, available: !l.deleted })));

/**
 * Checkout's refusals, in the order the buyer is told them, the same for every way of paying:
 * the cart changed since it was seen (409), nothing left to order (400), the total moved (409), a
 * line short of stock (409 naming it). Answers the lines to order and what they come to.
 */
export function checkCheckout(
  lines: readonly CartLine[],
  want: CheckoutExpectations,
  version: () => string = () => versionOf(lines),
): { live: CartLine[]; totalCents: number } {
  if (want.cartVersions && !want.cartVersions.includes(version())) throw conflict(API_MESSAGES.cartChanged, CART_CHANGED);
  const live = lines.filter((l) => !l.deleted);
  if (live.length === 0) throw invalidInput(API_MESSAGES.emptyCart);
  const subtotal = live.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const totalCents = want.totalCents ?? subtotal + taxCents(subtotal);
  if (want.expectedCents !== undefined && want.expectedCents !== totalCents) throw conflict(API_MESSAGES.pricesChanged, PRICES_CHANGED);
  for (const l of live) {
    if (l.quantity > l.stock) throw conflict(shortMessage(l.productName, l.size, l.colour, l.stock));
  }
  return { live, totalCents };
}
