import { CATEGORIES, type CatalogueFilters, type Category, type ColourSwatch, SUBCATEGORIES, type Subcategory } from '@seamline/contract';
import type { Bits } from './bits.js';

/** A product as filters see it (docs/architecture.md#browse-filters): what it is, who sells it, its price and its sizes × colours with stock. */
export interface IndexedProduct {
  id: number;
  category: Category;
  subcategory: Subcategory;
  vendorId: number;
  priceCents: number;
  /** The honest 'was' of that price when on sale, else null (docs/decisions/269). */
  wasCents: number | null;
  stock: number;
  soldCount: number;
  /** created_at in microseconds since 1970, exact (PostgreSQL keeps microseconds). */
  createdMicros: number;
  deleted: boolean;
  /** Its live variants with stock > 0: [size, colour in lower case, hex]. */
  variants: readonly (readonly [string | null, string | null, string | null])[];
  /** What lists show of it besides the facts above (spec §3; docs/architecture.md#sizes-and-colours colours). */
  name: string;
  description: string;
  imageUrl: string;
  colours: readonly ColourSwatch[];
  /** The terms its search document holds (search_doc's lexemes), each with the weight of the best field it is in (A: name … D: description). */
  lexemes: readonly (readonly [string, Weight])[];
}

/** search_doc's weights: A name, B category words, C shop, D description. */
export type Weight = 'A' | 'B' | 'C' | 'D';
/** ts_rank's default weight of each (PostgreSQL manual, "Ranking Search Results"). */
export const WEIGHTS = [1.0, 0.4, 0.2, 0.1];
export const WEIGHT_BITS = 2;

/** What one question asks of the index: the list's own scope, and the filters. */
export interface IndexQuery {
  category?: Category;
  /** Only these slots (a search's matches); all when absent. */
  within?: Bits;
  filters: CatalogueFilters;
}

/** Counts by value for each facet, before they are named. */
export interface FacetCounts {
  total: number;
  sizes: Map<string, number>;
  colours: Map<string, number>;
  subcategories: Map<Subcategory, number>;
  vendors: Map<string, number>;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Products on sale among those every other filter leaves. */
  onSale: number;
}

/**
 * Ways to count a set's sizes and colours: look each slot of the size × colour lists up in the set,
 * popcount the set with each value's bits, or read each product's own.
 */
export type Counting = 'cheapest' | 'lists' | 'sets' | 'products';

/** Size and colour of one variant in one number, a pair: size code in the high bits. */
const COLOUR_BITS = 20;
const COLOUR_MASK = (1 << COLOUR_BITS) - 1;
export const pairOf = (size: number, colour: number): number => (size << COLOUR_BITS) | colour;
export const sizeOfPair = (pair: number): number => pair >>> COLOUR_BITS;
export const colourOfPair = (pair: number): number => pair & COLOUR_MASK;

/** Any category: a question of the whole shop. */
export const ALL = -1;
/** Keys of the flag sets: the live slots, those in stock, one always empty, and those on sale. */
export const LIVE = 0;
export const IN_STOCK = 1;
export const NONE = 2;
export const ON_SALE = 3;

/** Groups: a category's clothes or shoes. Blocks of slots, tallies and size × colour lists are kept per group. */
export const GROUPS = CATEGORIES.length * SUBCATEGORIES.length;
export const groupOf = (category: number, subcategory: number): number => category * SUBCATEGORIES.length + subcategory;
export const categoryOfGroup = (group: number): number => Math.floor(group / SUBCATEGORIES.length);
export const subcategoryOfGroup = (group: number): number => group % SUBCATEGORIES.length;
/** A group and shop, as one key: a shelf. */
export const shelfOf = (group: number, vendor: number): number => vendor * GROUPS + group;
/** A size × colour within one group, as one key. */
export const pairInGroup = (pair: number, group: number): number => pair * 8 + group;
