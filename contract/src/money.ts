import { TAX_RATE_PERCENT } from './constants.js';

/** Money is integer cents inside; these convert at the edges. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Tax on a subtotal in cents, rounded half up to the cent. */
export const taxCents = (subtotalCents: number): number => Math.round((subtotalCents * TAX_RATE_PERCENT) / 100);

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  tax: number;
  total: number;
}

/** Cart summary (spec §9): count is the sum of quantities, tax 8% of the subtotal. */
export function cartTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotalCents += toCents(line.price) * line.quantity;
  }
  const tax = taxCents(subtotalCents);
  return {
    itemCount,
    subtotal: fromCents(subtotalCents),
    tax: fromCents(tax),
    total: fromCents(subtotalCents + tax),
  };
}

let usd: Intl.NumberFormat | undefined;
/**
 * `$12.34` (spec §9). The formatter is built on first use: building the first Intl.NumberFormat
 * loads locale data (tens of milliseconds on a phone), which at import would hold up every page's
 * first render, including pages that show no price.
 */
export const formatPrice = (amount: number): string => {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
};
