import type { formatPrice as contractFormatPrice } from '@seamline/contract';

let usd: Intl.NumberFormat | undefined;

/**
 * `$12.34` (spec §9): the contract's `formatPrice`, with its formatter built on first use rather
 * than when the app's code loads. Building the first Intl.NumberFormat loads the locale data, tens
 * of milliseconds on a phone, which at load would hold up every page's first render, including
 * pages that show no price. lib/format-price.test.ts keeps the two identical.
 */
export const formatPrice: typeof contractFormatPrice = (amount) => {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
};
