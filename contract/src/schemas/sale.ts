import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { SALE_TEXTS } from '../sale-texts.js';

/** A compare-at price: dollars with cents, at most the highest price; absent or null is no sale. */
export const compareAtField = z
  .number({ error: SALE_TEXTS.compareAtInvalid })
  .max(LIMITS.priceMax, SALE_TEXTS.compareAtMax)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, SALE_TEXTS.compareAtCents)
  .nullish()
  .transform((p) => p ?? null);

/** When a sale ends: an ISO 8601 date-time in the future; absent or null is a sale without an end. */
export const saleEndsField = z.iso
  .datetime({ offset: true, error: SALE_TEXTS.saleEndsInvalid })
  .nullish()
  .transform((s) => s ?? null);

interface SaleFields {
  price: number;
  compareAtPrice: number | null;
  saleEndsAt: string | null;
  variants?: readonly { price: number | null; compareAtPrice: number | null }[] | undefined;
}

/**
 * A compare-at price above the price it stands beside (a variant's only beside a price of its own);
 * a sale end only with a compare-at price somewhere, and in the future.
 */
export function checkSale(value: SaleFields, issue: (message: string, path: (string | number)[]) => void, now = Date.now()): void {
  if (value.compareAtPrice !== null && value.compareAtPrice <= value.price) issue(SALE_TEXTS.compareAtAbovePrice, ['compareAtPrice']);
  let anyCompareAt = value.compareAtPrice !== null;
  (value.variants ?? []).forEach((v, i) => {
    if (v.compareAtPrice === null) return;
    anyCompareAt = true;
    if (v.price === null) issue(SALE_TEXTS.variantCompareAtNeedsPrice, ['variants', i, 'compareAtPrice']);
    else if (v.compareAtPrice <= v.price) issue(SALE_TEXTS.compareAtAbovePrice, ['variants', i, 'compareAtPrice']);
  });
  if (value.saleEndsAt === null) return;
  if (!anyCompareAt) issue(SALE_TEXTS.saleEndsWithoutCompareAt, ['saleEndsAt']);
  else if (Date.parse(value.saleEndsAt) <= now) issue(SALE_TEXTS.saleEndsPast, ['saleEndsAt']);
}
