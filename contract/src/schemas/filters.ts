import { z } from 'zod';
import { CATEGORIES, LIMITS } from '../constants.js';
import { FILTER_TEXTS } from '../filter-texts.js';
import { IN_STOCK_VALUES, type ListFilter, priceRangeInOrder, readFilterValues, readPrice } from '../filter-values.js';
import { VALIDATION } from '../messages.js';
import { SALE_TEXTS } from '../sale-texts.js';
import { listQuery } from './common.js';

/**
 * Browse filters (docs/architecture.md#browse-filters): size and colour (asked of one variant with stock), subcategory,
 * vendor, price range and in-stock, on the three list calls and on facets. Several values of one
 * filter are OR-ed, different filters AND-ed.
 */

/** A repeatable filter, read by filter-values.ts; a refusal is the parameter's issue. */
const manyValues = (filter: ListFilter) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      const read = readFilterValues(filter, raw);
      if (read.ok) return read.value;
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    });

const dollars = (bound: 'minPrice' | 'maxPrice') =>
  z
    .string()
    .transform((raw, ctx) => {
      const read = readPrice(bound, raw);
      if (read.ok) return read.value;
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    })
    .optional();

const filterFields = {
  size: manyValues('size'),
  colour: manyValues('colour'),
  subCategoryName: manyValues('subCategoryName'),
  vendor: manyValues('vendor'),
  minPrice: dollars('minPrice'),
  maxPrice: dollars('maxPrice'),
  inStock: z.enum(IN_STOCK_VALUES, { error: FILTER_TEXTS.inStockInvalid }).optional(),
  onSale: z.enum(IN_STOCK_VALUES, { error: SALE_TEXTS.onSaleInvalid }).optional(),
};

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

/** One value of a facet and how many products choosing it would show (docs/architecture.md#browse-filters). */
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
  /** Products on sale among those every other filter leaves. */
  onSale: z.number(),
});
export type Facets = z.infer<typeof facets>;
