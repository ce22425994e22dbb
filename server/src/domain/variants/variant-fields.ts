import { type Category, compareSizes, fromCents, type ProductVariant, type Subcategory } from '@seamline/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A live variant as the product page's statement reads it (one JSON array per product). */
export interface VariantRow {
  id: number;
  size: string | null;
  colour: string | null;
  colourHex: string | null;
  sku: string | null;
  priceCents: number | null;
  stock: number;
  imageUrl: string | null;
  position: number;
}

/** The product's live variants as one JSON array, read by the product index of product_variants. */
export const liveVariantsOf = (productId: AnyPgColumn): SQL<VariantRow[]> => sql<VariantRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', v.id, 'size', v.size, 'colour', v.colour, 'colourHex', v.colour_hex, 'sku', v.sku,
    'priceCents', v.price_cents, 'stock', v.stock, 'imageUrl', v.image_url, 'position', v.position)), '[]'::jsonb)
  from product_variants v where v.product_id = ${productId} and v.deleted_at is null)`;

/** What a variant of this product answers: its effective price and image fall back to the product's. */
export function toVariants(
  rows: readonly VariantRow[],
  product: { category: Category; subcategory: Subcategory; basePriceCents: number; imageUrl: string },
): ProductVariant[] {
  const bySize = compareSizes(product.category, product.subcategory);
  const colourOf = (r: VariantRow) => (r.colour ?? '').toLowerCase();
  return [...rows]
    .sort((a, b) => bySize(a.size ?? '', b.size ?? '') || a.position - b.position || colourOf(a).localeCompare(colourOf(b)) || a.id - b.id)
    .map((r) => ({
      variantId: r.id,
      size: r.size,
      colour: r.colour,
      colourHex: r.colourHex,
      sku: r.sku,
      price: fromCents(r.priceCents ?? product.basePriceCents),
      ownPrice: r.priceCents === null ? null : fromCents(r.priceCents),
      stockQuantity: r.stock,
      imageUrl: r.imageUrl ?? product.imageUrl,
    }));
}
