import { z } from 'zod';
import { CATEGORIES, LIMITS, SUBCATEGORIES, type Subcategory } from '../constants.js';
import { FILTER_TEXTS } from '../filter-texts.js';
import { VALIDATION } from '../messages.js';
import { fromCents, toCents } from '../money.js';
import { CLOTHING_SIZES, KIDS_CLOTHING_SIZES, SHOE_SIZE_RANGES } from '../sizes.js';
import { listQuery } from './common.js';

/**
 * Browse filters (DESIGN §9): size and colour (asked of one variant with stock), subcategory,
 * vendor, price range and in-stock, on the three list calls and on facets. Several values of one
 * filter are OR-ed, different filters AND-ed.
 */

/** One filter takes at most this many values; more is refused, never silently cut. */
export const FILTER_VALUES_MAX = 20;
const COLOUR_MAX = 40;

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

/**
 * A repeatable parameter: `size=M&size=L`, or `size=M,L` where values hold no commas (not shop
 * names: DESIGN §9 makes `vendor` repeatable only); blanks dropped, repeats kept once.
 */
const manyValues = (what: string, max: number, key: (s: string) => string = (s) => s, commas = true) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
        .flatMap((s) => (commas ? s.split(',') : [s]))
        .map((s) => key(s.trim()))
        .filter((s) => s !== '');
      // Counted as sent, repeats included: 50 copies of one size is not a question anyone asks.
      if (parts.length > FILTER_VALUES_MAX) {
        ctx.addIssue({ code: 'custom', message: FILTER_TEXTS.tooManyValues(`${what}s`, FILTER_VALUES_MAX) });
        return z.NEVER;
      }
      const seen = new Set<string>();
      const out: string[] = [];
      for (const value of parts) {
        if (seen.has(value)) continue;
        if (value.length > max) {
          ctx.addIssue({ code: 'custom', message: FILTER_TEXTS.valueTooLong(what, max) });
          return z.NEVER;
        }
        seen.add(value);
        out.push(value);
      }
      return out;
    });

const dollars = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, message)
    .transform((s) => toCents(Number(s)))
    .refine((cents) => cents <= toCents(LIMITS.priceMax), message)
    .optional();

const filterFields = {
  size: manyValues('size', 10).superRefine((sizes, ctx) => {
    const unknown = sizes.find((s) => !SIZE_RANK.has(s));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: FILTER_TEXTS.sizeUnknown(unknown) });
  }),
  colour: manyValues('colour', COLOUR_MAX, colourKey),
  subCategoryName: manyValues('subcategory', 20).superRefine((values, ctx) => {
    const unknown = values.find((v) => !(SUBCATEGORIES as readonly string[]).includes(v));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: FILTER_TEXTS.subcategoryUnknown(unknown) });
  }),
  vendor: manyValues('shop name', LIMITS.nameMax, (s) => s, false),
  minPrice: dollars(FILTER_TEXTS.minPriceInvalid),
  maxPrice: dollars(FILTER_TEXTS.maxPriceInvalid),
  inStock: z.enum(['true', 'false'], { error: FILTER_TEXTS.inStockInvalid }).optional(),
};

const priceRangeInOrder = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const reversed = { message: FILTER_TEXTS.priceRangeReversed, path: ['minPrice'] };

const category = z.enum(CATEGORIES, { error: VALIDATION.categoryInvalid });
const searchTerm = z
  .string({ error: VALIDATION.searchTermRequired })
  .trim()
  .min(1, VALIDATION.searchTermRequired)
  .max(LIMITS.searchTermMax, VALIDATION.tooLong('Search term', LIMITS.searchTermMax));

/** recommended: paging, sort and filters. */
export const filteredListQuery = listQuery.extend(filterFields).refine(priceRangeInOrder, reversed);
/** selected: a category, paging, sort and filters. */
export const filteredSelectedQuery = listQuery.extend({ ...filterFields, category }).refine(priceRangeInOrder, reversed);
/** search: a term, an optional category, paging, sort and filters. */
export const filteredSearchQuery = listQuery
  .extend({ ...filterFields, searchTerm, category: category.optional() })
  .refine(priceRangeInOrder, reversed);
/** facets: the filters, with the category and search term of the list they count. */
export const facetsQuery = z
  .object({ ...filterFields, category: category.optional(), searchTerm: searchTerm.optional() })
  .refine(priceRangeInOrder, reversed);

/** The filters of one question, parsed: empty lists and absent bounds filter nothing. Prices in cents. */
export interface CatalogueFilters {
  sizes: string[];
  colours: string[];
  subcategories: Subcategory[];
  vendors: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock: boolean;
}

type ParsedFilterFields = {
  size: string[];
  colour: string[];
  subCategoryName: string[];
  vendor: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true' | 'false';
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
    f.inStock
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
  ];
}

/** One value of a facet and how many products choosing it would show (DESIGN §9). */
export const facetValue = z.object({ value: z.string(), count: z.number() });
export type FacetValue = z.infer<typeof facetValue>;
export const colourFacetValue = facetValue.extend({ hex: z.string().nullable() });
export type ColourFacetValue = z.infer<typeof colourFacetValue>;

/**
 * GET /api/buyer/facets. Counts are disjunctive: each facet applies every other chosen filter but
 * not its own. Chosen values are listed even when they count 0. `price` spans the products every
 * other filter leaves (null when none).
 */
export const facets = z.object({
  total: z.number(),
  sizes: z.array(facetValue),
  colours: z.array(colourFacetValue),
  subcategories: z.array(facetValue),
  vendors: z.array(facetValue),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type Facets = z.infer<typeof facets>;
