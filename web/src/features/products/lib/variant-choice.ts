import { type ColourSwatch, type ProductDetail, type ProductVariant, VARIANT_TEXTS } from '@seamline/contract';

type Variants = readonly ProductVariant[];

/** The colours a product is sold in, once each, in the order its variants first name them. */
export function coloursOf(variants: Variants): ColourSwatch[] {
  const seen = new Map<string, ColourSwatch>();
  for (const v of variants) {
    if (v.colour && !seen.has(v.colour.toLowerCase())) seen.set(v.colour.toLowerCase(), { name: v.colour, hex: v.colourHex });
  }
  return [...seen.values()];
}

/** The sizes, once each, in size order (the server answers variants in size order). */
export function sizesOf(variants: Variants): string[] {
  return [...new Set(variants.flatMap((v) => (v.size ? [v.size] : [])))];
}

const sameColour = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The variants of one colour (all of them when no colour is chosen or the product has none). */
export const ofColour = (variants: Variants, colour: string | null): ProductVariant[] =>
  colour === null ? [...variants] : variants.filter((v) => sameColour(v.colour, colour));

/** How many of a size are left in the chosen colour (in any colour when none is chosen). */
export const stockOfSize = (variants: Variants, colour: string | null, size: string): number =>
  ofColour(variants, colour)
    .filter((v) => v.size === size)
    .reduce((n, v) => n + v.stockQuantity, 0);

export interface VariantChoice {
  colour: string | null;
  size: string | null;
}

/**
 * The variant a choice names, or null while a size or colour the product comes in is still open.
 * A one-variant product needs no choice.
 */
export function chosenVariant(variants: Variants, choice: VariantChoice): ProductVariant | null {
  if (variants.length === 1) return variants[0] ?? null;
  const needsColour = coloursOf(variants).length > 0;
  const needsSize = sizesOf(variants).length > 0;
  if ((needsColour && choice.colour === null) || (needsSize && choice.size === null)) return null;
  return variants.find((v) => (!needsColour || sameColour(v.colour, choice.colour)) && (!needsSize || v.size === choice.size)) ?? null;
}

/** What Add to Cart asks for while nothing is chosen: a size first, else a colour. */
export function missingChoice(variants: Variants, choice: VariantChoice): string | null {
  if (chosenVariant(variants, choice)) return null;
  if (sizesOf(variants).length > 0 && choice.size === null) return VARIANT_TEXTS.selectSize;
  if (coloursOf(variants).length > 0 && choice.colour === null) return VARIANT_TEXTS.selectColour;
  return null;
}

/**
 * 'from' when the sizes and colours sell at different prices and none is chosen yet; the 'was'
 * price and percent off of the chosen variant, else the product's (docs/architecture.md#shipping-and-promotions).
 */
export function priceOf(
  product: Pick<ProductDetail, 'price' | 'variants' | 'compareAtPrice' | 'salePercent'>,
  variant: ProductVariant | null,
): { price: number; from: boolean; compareAtPrice: number | null; salePercent: number | null } {
  if (variant)
    return { price: variant.price, from: false, compareAtPrice: variant.compareAtPrice ?? null, salePercent: variant.salePercent ?? null };
  const prices = new Set(product.variants.map((v) => v.price));
  return {
    price: product.price,
    from: prices.size > 1,
    compareAtPrice: product.compareAtPrice ?? null,
    salePercent: product.salePercent ?? null,
  };
}

/** The picture to show: the chosen variant's, else the chosen colour's, else the product's. */
export function imageOf(
  product: Pick<ProductDetail, 'imageUrl' | 'variants'>,
  choice: VariantChoice,
  variant: ProductVariant | null,
): string {
  if (variant) return variant.imageUrl;
  if (choice.colour !== null) return ofColour(product.variants, choice.colour)[0]?.imageUrl ?? product.imageUrl;
  return product.imageUrl;
}

/** Stock the page speaks of: the chosen variant's, else the product's total. */
export const stockOf = (product: Pick<ProductDetail, 'stockQuantity'>, variant: ProductVariant | null): number =>
  variant ? variant.stockQuantity : product.stockQuantity;

const COLOUR_PARAM = 'colour';
const SIZE_PARAM = 'size';

/**
 * The choice the address names, kept only where the product has it: a colour it is sold in (a
 * product in one colour starts with it chosen) and a size it is sold in. Without a size in the
 * address, the buyer's advised size is chosen while it is in stock in the colour.
 */
export function choiceFromSearch(variants: Variants, search: URLSearchParams, advisedSize?: string | null): VariantChoice {
  const colours = coloursOf(variants);
  const wanted = search.get(COLOUR_PARAM);
  const colour =
    colours.find((c) => wanted !== null && sameColour(c.name, wanted))?.name ?? (colours.length === 1 ? (colours[0]?.name ?? null) : null);
  const size = search.get(SIZE_PARAM);
  if (size !== null && sizesOf(variants).includes(size)) return { colour, size };
  return { colour, size: advisedSize && stockOfSize(variants, colour, advisedSize) > 0 ? advisedSize : null };
}

/** The address's query with the choice in it (other parameters kept). */
export function searchWithChoice(search: URLSearchParams, choice: VariantChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of [
    [COLOUR_PARAM, choice.colour],
    [SIZE_PARAM, choice.size],
  ] as const) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
