import { formatPrice } from './money.js';

/**
 * Sale prices (docs/architecture.md#shipping-and-promotions): what a buyer and a vendor read about a
 * product on sale. The 'was' price shown is never above the lowest price of the 30 days before the
 * sale began.
 */
export const SALE_TEXTS = {
  compareAtAbovePrice: 'Compare-at price must be above the price',
  variantCompareAtNeedsPrice: "A variant's compare-at price needs a price of its own",
  compareAtMax: 'Compare-at price must be at most 100000',
  compareAtCents: 'Compare-at price must have at most 2 decimal places',
  compareAtInvalid: 'Compare-at price must be a number',
  saleEndsInvalid: 'Sale end must be an ISO 8601 date-time',
  saleEndsPast: 'Sale end must be in the future',
  saleEndsWithoutCompareAt: 'A sale end needs a compare-at price',
  onSaleInvalid: "On sale must be 'true' or 'false'",
  // What the shop says.
  sale: 'Sale',
  /** '−25%', with the real minus sign. */
  percentOff: (percent: number) => `\u2212${percent}%`,
  wasPrice: (amount: number) => `Was ${formatPrice(amount)}`,
  onSaleOnly: 'On sale',
  sortSale: 'On sale first',
  compareAtLabel: 'Compare-at price',
  compareAtHint: 'The regular price, shown struck through while the product is on sale',
  saleEndsLabel: 'Sale ends',
  saleEndsHint: 'At this time the price returns to the compare-at price',
  // The vendor's size × colour grid: a cell with a price of its own may carry its own compare-at price.
  variantDetails: 'Set SKU, price and compare-at price per size and colour',
  variantCompareAtPlaceholder: 'Was',
  /** The cell's compare-at input, named as its price input is ('Price ($), M · Navy'). */
  variantCompareAtLabel: (variant: string) => `Compare-at price ($), ${variant}`,
} as const;

/** Days before a sale began whose lowest price caps the 'was' price shown. */
export const SALE_LOOKBACK_DAYS = 30;

/** The whole percent a sale takes off, as cards show it (25 for $40 → $30). */
export const salePercentOf = (wasCents: number, priceCents: number): number => Math.round(((wasCents - priceCents) * 100) / wasCents);
