import {
  type CatalogueFilters,
  type Category,
  FILTER_TEXTS,
  formatPrice,
  SALE_TEXTS,
  fromCents,
  type ShoeSizeSystem,
  SUBCATEGORY_LABELS,
  type Subcategory,
  shoeSizeIn,
} from '@seamline/contract';

/**
 * How the panel names a size: letter and age sizes as they are; a shoe size (stored in EU) in the
 * buyer's chosen system when the category says which chart applies, else in EU ('EU 42').
 */
export function sizeLabel(size: string, system: ShoeSizeSystem, category: Category | undefined): string {
  const eu = Number(size);
  if (!Number.isFinite(eu)) return size;
  const inSystem = system !== 'eu' && category ? shoeSizeIn(system, eu, category) : null;
  return inSystem ?? `EU ${size}`;
}

/** Facets name colours in lower case; the panel writes them as a word: 'navy blue' → 'Navy blue'. */
export const colourLabel = (colour: string): string => colour.charAt(0).toUpperCase() + colour.slice(1);

export const subcategoryLabel = (value: string): string => SUBCATEGORY_LABELS[value as Subcategory] ?? value;

/** 'From $20.00', 'Up to $120.00', '$20.00–$120.00'; null without a bound. */
export function priceRangeLabel({
  minPriceCents: min,
  maxPriceCents: max,
}: Pick<CatalogueFilters, 'minPriceCents' | 'maxPriceCents'>): string | null {
  const money = (cents: number) => formatPrice(fromCents(cents));
  if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
  if (min !== undefined) return `From ${money(min)}`;
  if (max !== undefined) return `Up to ${money(max)}`;
  return null;
}

/** A value and its count, as a checkbox reads: 'M (12)'. */
export const withCount = (label: string, count: number): string => `${label} (${count})`;

/** One chip: what it reads, and the panel without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<CatalogueFilters>;
}

/** The chips of the chosen filters, in the panel's order. */
export function activeFilters(panel: CatalogueFilters, nameSize: (size: string) => string): ActiveFilter[] {
  const drop = <T>(values: T[], value: T) => values.filter((v) => v !== value);
  const price = priceRangeLabel(panel);
  return [
    ...panel.sizes.map((s) => ({
      key: `size:${s}`,
      label: `${FILTER_TEXTS.size} ${nameSize(s)}`,
      without: { sizes: drop(panel.sizes, s) },
    })),
    ...panel.colours.map((c) => ({ key: `colour:${c}`, label: colourLabel(c), without: { colours: drop(panel.colours, c) } })),
    ...panel.subcategories.map((s) => ({
      key: `sub:${s}`,
      label: subcategoryLabel(s),
      without: { subcategories: drop(panel.subcategories, s) },
    })),
    ...panel.vendors.map((v) => ({ key: `vendor:${v}`, label: v, without: { vendors: drop(panel.vendors, v) } })),
    ...(price
      ? [{ key: 'price', label: `${FILTER_TEXTS.price} ${price}`, without: { minPriceCents: undefined, maxPriceCents: undefined } }]
      : []),
    ...(panel.inStock ? [{ key: 'inStock', label: FILTER_TEXTS.inStockOnly, without: { inStock: false } }] : []),
    ...(panel.onSale ? [{ key: 'onSale', label: SALE_TEXTS.onSaleOnly, without: { onSale: false } }] : []),
  ];
}
