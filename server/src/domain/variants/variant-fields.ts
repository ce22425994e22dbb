import { type Category, compareSizes, fromCents, type ProductVariant, type Subcategory, salePercentOf } from '@seamline/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What a price on sale answers beside it: the honest 'was' and the percent off, or nulls (docs/decisions/269). */
export const saleOf = (wasCents: number | null, priceCents: number) =>
  wasCents === null || wasCents <= priceCents
    ? { compareAtPrice: null, salePercent: null }
    : { compareAtPrice: fromCents(wasCents), salePercent: salePercentOf(wasCents, priceCents) };

/** A live variant as the product page's statement reads it (one JSON array per product). */
export interface VariantRow {
  id: number;
  size: string | null;
  colour: string | null;
  colourHex: string | null;
  sku: string | null;
  priceCents: number | null;
  compareAtCents: number | null;
  wasCents: number | null;
  stock: number;
  imageUrl: string | null;
  position: number;
}

/** The product's live variants as one JSON array, read by the product index of product_variants. */
export const liveVariantsOf = (productId: AnyPgColumn): SQL<VariantRow[]> => sql<VariantRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', v.id, 'size', v.size, 'colour', v.colour, 'colourHex', v.colour_hex, 'sku', v.sku,
    'priceCents', v.price_cents, 'compareAtCents', v.compare_at_cents, 'wasCents', v.was_cents, 'stock', v.stock, 'imageUrl', v.image_url, 'position', v.position)), '[]'::jsonb)
  from product_variants v where v.product_id = ${productId} and v.deleted_at is null)`;

/** What a variant of this product answers: its effective price and image fall back to the product's. */
export function toVariants(
  rows: readonly VariantRow[],
  product: { category: Category; subcategory: Subcategory; basePriceCents: number; baseWasCents: number | null; imageUrl: string },
): ProductVariant[] {
  const bySize = compareSizes(product.category, product.subcategory);
  const colourOf = (r: VariantRow) => (r.colour ?? '').toLowerCase();
  return [...rows]
    .sort((a, b) => bySize(a.size ?? '', b.size ?? '') || a.position - b.position || colourOf(a).localeCompare(colourOf(b)) || a.id - b.id)
    .map((r) => {
      // A variant at the product's price is on sale with it; one with its own price, on its own.
      const [priceCents, wasCents] = r.priceCents === null ? [product.basePriceCents, product.baseWasCents] : [r.priceCents, r.wasCents];
      return {
        variantId: r.id,
        size: r.size,
        colour: r.colour,
        colourHex: r.colourHex,
        sku: r.sku,
        price: fromCents(priceCents),
        ownPrice: r.priceCents === null ? null : fromCents(r.priceCents),
        ...saleOf(wasCents, priceCents),
        ownCompareAtPrice: r.compareAtCents === null ? null : fromCents(r.compareAtCents),
        stockQuantity: r.stock,
        imageUrl: r.imageUrl ?? product.imageUrl,
      };
    });
}
