import { z } from 'zod';
import { type Category, COLOUR_NAME_MAX, SKU_MAX, type Subcategory, VARIANTS_MAX } from '../constants.js';
import { SIZE_MESSAGES, VARIANT_TEXTS } from '../messages.js';
import { allowedSizesText, isValidSize } from '../sizes.js';
import { optionalVisibleText } from './fields.js';
import { compareAtField } from './sale.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Blank text is no value: an empty size or colour means one size or one colour. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((s) => (s ? s : null));

/** One size × colour as the vendor sends it with a product (fields beside `variants` on add/update). */
export const variantInput = (price: z.ZodType<number>, stock: z.ZodType<number>, imageUrl: z.ZodType<string | null | undefined>) =>
  z.object({
    /** Kept on update so carts and order history keep pointing at it; absent for a new variant. */
    variantId: z.number().int().positive().optional(),
    size: optionalText(20, SIZE_MESSAGES.sizeRequired),
    colour: optionalVisibleText('Colour', COLOUR_NAME_MAX, VARIANT_TEXTS.colourTooLong(COLOUR_NAME_MAX)).refine(
      (c) => c === null || !c.includes(','),
      VARIANT_TEXTS.colourComma,
    ),
    colourHex: z
      .string()
      .regex(HEX, VARIANT_TEXTS.colourHexInvalid)
      .nullish()
      .transform((s) => (s ? s.toLowerCase() : null)),
    sku: optionalVisibleText('SKU', SKU_MAX, VARIANT_TEXTS.skuTooLong(SKU_MAX)),
    /** Null or absent: sells at the product's price. */
    price: price.nullish().transform((p) => p ?? null),
    /** Only beside a price of its own, and above it: the variant is on sale. */
    compareAtPrice: compareAtField,
    stockQuantity: stock,
    /** Null or absent: shows the product's image. */
    imageUrl: imageUrl.optional().transform((s) => (s ? s : null)),
  });

export interface VariantLike {
  variantId?: number;
  size: string | null;
  colour: string | null;
  sku: string | null;
}

/**
 * What a product's variants must hold together: sizes of the subcategory's system, every variant
 * sized or none, coloured or none, no (size, colour) twice, no SKU twice.
 */
export function checkVariants(
  variants: readonly VariantLike[],
  category: Category | undefined,
  subcategory: Subcategory | undefined,
  issue: (message: string, path: (string | number)[]) => void,
): void {
  if (variants.length === 0) {
    issue(VARIANT_TEXTS.variantsRequired, ['variants']);
    return;
  }
  if (variants.length > VARIANTS_MAX) {
    issue(VARIANT_TEXTS.tooManyVariants(VARIANTS_MAX), ['variants']);
    return;
  }
  const sized = variants.filter((v) => v.size !== null).length;
  if (sized !== 0 && sized !== variants.length) issue(VARIANT_TEXTS.sizeForAll, ['variants']);
  const coloured = variants.filter((v) => v.colour !== null).length;
  if (coloured !== 0 && coloured !== variants.length) issue(VARIANT_TEXTS.colourForAll, ['variants']);
  const pairs = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<number>();
  variants.forEach((v, i) => {
    if (v.size !== null && category && subcategory && !isValidSize(category, subcategory, v.size)) {
      issue(SIZE_MESSAGES.sizeInvalid(allowedSizesText(category, subcategory)), ['variants', i, 'size']);
    }
    const pair = `${v.size ?? ''}\u0000${(v.colour ?? '').toLowerCase()}`;
    if (pairs.has(pair)) issue(VARIANT_TEXTS.pairRepeated(variantName(v.size, v.colour)), ['variants', i]);
    pairs.add(pair);
    if (v.sku !== null) {
      if (skus.has(v.sku.toLowerCase())) issue(VARIANT_TEXTS.skuRepeated(v.sku), ['variants', i, 'sku']);
      skus.add(v.sku.toLowerCase());
    }
    if (v.variantId !== undefined) {
      if (ids.has(v.variantId)) issue(VARIANT_TEXTS.variantIdUnknown(v.variantId), ['variants', i, 'variantId']);
      ids.add(v.variantId);
    }
  });
}

/** 'Size M in Navy', 'Size M', 'Navy', or 'This variant' — how a message names a variant. */
export function variantName(size: string | null, colour: string | null): string {
  if (size && colour) return `Size ${size} in ${colour}`;
  if (size) return `Size ${size}`;
  return colour ?? 'This variant';
}

/** One size × colour as the product page and the vendor's dialog read it (docs/architecture.md#sizes-and-colours). */
export const productVariant = z.object({
  variantId: z.number(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  colourHex: z.string().nullable(),
  sku: z.string().nullable(),
  /** What it sells at: its own price, else the product's. */
  price: z.number(),
  /** Its own price; null when it sells at the product's base price. */
  ownPrice: z.number().nullable(),
  /** The 'was' price buyers are shown beside `price` (honest, as the product's); null when not on sale. */
  compareAtPrice: z.number().nullable(),
  salePercent: z.number().nullable(),
  /** The compare-at price the vendor set on its own price; null when none. */
  ownCompareAtPrice: z.number().nullable(),
  stockQuantity: z.number(),
  /** Its own image, else the product's. */
  imageUrl: z.string(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** A colour a product is sold in, for swatches on cards. */
export const colourSwatch = z.object({ name: z.string(), hex: z.string().nullable() });
export type ColourSwatch = z.infer<typeof colourSwatch>;

/** A variant with fewer than LOW_STOCK_BELOW units, for the vendor's 'Low stock' card. */
export const lowStockItem = z.object({
  productId: z.number(),
  productName: z.string(),
  variantId: z.number(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  stockQuantity: z.number(),
});
export type LowStockItem = z.infer<typeof lowStockItem>;
