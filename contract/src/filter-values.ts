import { LIMITS, SUBCATEGORIES, type Subcategory } from './constants.js';
import { FILTER_TEXTS } from './filter-texts.js';
import { fromCents, toCents } from './money.js';
import { CLOTHING_SIZES, KIDS_CLOTHING_SIZES, SHOE_SIZE_RANGES } from './sizes.js';

/**
 * How each browse filter's parameters are read (docs/architecture.md#browse-filters), in plain functions: the request
 * schemas (schemas/filters.ts) apply them on the server, and the shop reads its address with them
 * without loading zod. Several values of one filter are OR-ed, different filters AND-ed.
 */

/** One filter takes at most this many values; more is refused, never silently cut. */
export const FILTER_VALUES_MAX = 20;

const shoeSizes = (): string[] => {
  const min = Math.min(...Object.values(SHOE_SIZE_RANGES).map((r) => r.min));
  const max = Math.max(...Object.values(SHOE_SIZE_RANGES).map((r) => r.max));
  return Array.from({ length: (max - min) * 2 + 1 }, (_, i) => String(min + i / 2));
};

/** Every size any product can be sold in, in the order filters list them: letters, ages, then EU shoe sizes. */
export const ALL_SIZES: readonly string[] = [...CLOTHING_SIZES, ...KIDS_CLOTHING_SIZES, ...shoeSizes()];
const SIZE_RANK = new Map(ALL_SIZES.map((s, i) => [s, i]));
/** Sorts sizes as filters list them; unknown ones last. */
export const compareAnySizes = (a: string, b: string): number =>
  (SIZE_RANK.get(a) ?? ALL_SIZES.length) - (SIZE_RANK.get(b) ?? ALL_SIZES.length) || (a < b ? -1 : a > b ? 1 : 0);

/** The way colours are compared: trimmed, lower case ('Navy ' and 'navy' are one colour). */
export const colourKey = (colour: string): string => colour.trim().toLowerCase();

/** A parameter as read: its value, or what is wrong with it. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * The repeatable filters: `size=M&size=L`, or `size=M,L` where values hold no commas (not shop
 * names: docs/architecture.md#browse-filters makes `vendor` repeatable only); blanks dropped, repeats kept once.
 */
const LISTS = {
  size: { what: 'size', max: 10, commas: true, unknown: (v: string) => (SIZE_RANK.has(v) ? undefined : FILTER_TEXTS.sizeUnknown(v)) },
  colour: { what: 'colour', max: 40, commas: true, key: colourKey },
  subCategoryName: {
    what: 'subcategory',
    max: 20,
    commas: true,
    unknown: (v: string) => ((SUBCATEGORIES as readonly string[]).includes(v) ? undefined : FILTER_TEXTS.subcategoryUnknown(v)),
  },
  vendor: { what: 'shop name', max: LIMITS.nameMax, commas: false },
} satisfies Record<
  string,
  { what: string; max: number; commas: boolean; key?: (s: string) => string; unknown?: (v: string) => string | undefined }
>;
export type ListFilter = keyof typeof LISTS;
export const LIST_FILTERS = Object.keys(LISTS) as ListFilter[];

/** The values of one repeatable filter as sent (one string or several). */
export function readFilterValues(filter: ListFilter, raw: string | readonly string[] | undefined): Read<string[]> {
  const rule: (typeof LISTS)[ListFilter] = LISTS[filter];
  const key = 'key' in rule ? rule.key : (s: string) => s;
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? []))
    .flatMap((s) => (rule.commas ? s.split(',') : [s]))
    .map((s) => key(s.trim()))
    .filter((s) => s !== '');
  // Counted as sent, repeats included: 50 copies of one size is not a question anyone asks.
  if (parts.length > FILTER_VALUES_MAX) return fail(FILTER_TEXTS.tooManyValues(`${rule.what}s`, FILTER_VALUES_MAX));
  const values: string[] = [];
  for (const value of parts) {
    if (values.includes(value)) continue;
    if (value.length > rule.max) return fail(FILTER_TEXTS.valueTooLong(rule.what, rule.max));
    values.push(value);
  }
  const unknown = 'unknown' in rule ? values.map(rule.unknown).find((message) => message !== undefined) : undefined;
  return unknown === undefined ? { ok: true, value: values } : fail(unknown);
}

export const PRICE_MESSAGES = { minPrice: FILTER_TEXTS.minPriceInvalid, maxPrice: FILTER_TEXTS.maxPriceInvalid } as const;

/** A price bound in dollars (up to 6 digits and 2 decimals, at most LIMITS.priceMax), as cents. */
export function readPrice(bound: 'minPrice' | 'maxPrice', raw: string): Read<number> {
  const text = raw.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return fail(PRICE_MESSAGES[bound]);
  const cents = toCents(Number(text));
  return cents <= toCents(LIMITS.priceMax) ? { ok: true, value: cents } : fail(PRICE_MESSAGES[bound]);
}

export const IN_STOCK_VALUES = ['true', 'false'] as const;

export const priceRangeInOrder = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;

/** The filters of one question, parsed: empty lists and absent bounds filter nothing. Prices in cents. */
export interface CatalogueFilters {
  sizes: string[];
  colours: string[];
  subcategories: Subcategory[];
  vendors: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock: boolean;
  /** Only products on sale (docs/architecture.md#shipping-and-promotions). */
  onSale: boolean;
}

export type ParsedFilterFields = {
  size: string[];
  colour: string[];
  subCategoryName: string[];
  vendor: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true' | 'false';
  onSale?: 'true' | 'false';
};

/** The filters of a parsed query. */
export function filtersOf(q: ParsedFilterFields): CatalogueFilters {
  return {
    sizes: q.size,
    colours: q.colour,
    subcategories: q.subCategoryName as Subcategory[],
    vendors: q.vendor,
    minPriceCents: q.minPrice,
    maxPriceCents: q.maxPrice,
    inStock: q.inStock === 'true',
    onSale: q.onSale === 'true',
  };
}

/** Whether a question filters anything beyond category and search. */
export function hasFilters(f: CatalogueFilters): boolean {
  return (
    f.sizes.length > 0 ||
    f.colours.length > 0 ||
    f.subcategories.length > 0 ||
    f.vendors.length > 0 ||
    f.minPriceCents !== undefined ||
    f.maxPriceCents !== undefined ||
    f.inStock ||
    f.onSale
  );
}

/** Filters as query parameters (the web's address and its API calls): repeated keys, prices in dollars. */
export function filterParams(f: CatalogueFilters): [string, string][] {
  return [
    ...f.sizes.map((v): [string, string] => ['size', v]),
    ...f.colours.map((v): [string, string] => ['colour', v]),
    ...f.subcategories.map((v): [string, string] => ['subCategoryName', v]),
    ...f.vendors.map((v): [string, string] => ['vendor', v]),
    ...(f.minPriceCents !== undefined ? [['minPrice', String(fromCents(f.minPriceCents))] as [string, string]] : []),
    ...(f.maxPriceCents !== undefined ? [['maxPrice', String(fromCents(f.maxPriceCents))] as [string, string]] : []),
    ...(f.inStock ? [['inStock', 'true'] as [string, string]] : []),
    ...(f.onSale ? [['onSale', 'true'] as [string, string]] : []),
  ];
}
