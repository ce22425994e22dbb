import { CATEGORIES, type Category, SORTS, type Subcategory } from '@seamline/contract';
import * as words from './catalogue-words.js';
import { distinct, type Random, seededRandom } from './random.js';
import { PAGE, type SearchTerm, searchTerms } from './search-terms.js';

/**
 * The filtered questions of the bench (docs/architecture.md#browse-filters): browse lists and facet counts narrowed by the
 * sizes, colours, shops and prices the generated catalogue really has. Every question is written
 * one way only (repeated keys, values in list order), so two different addresses are always two
 * different questions, never one question spelt twice.
 */

/** What a question may name, read from the generated catalogue. */
export interface QuestionSources {
  /** The shops' names, as `users.vendor_name` holds them. */
  vendorNames: string[];
  seed: number;
}

/**
 * Questions per filtered scenario: far more than the 2,000 the budgets ask for, so that even with
 * the server's few-second shared answers on, a run rarely asks one question twice within their life.
 */
export const QUESTIONS = 20_000;

/** The sizes the generator stocks, per category and subcategory (catalogue-words.ts SIZE_LISTS). */
const SIZES: Record<Category, Record<Subcategory, readonly string[]>> = {
  female: { clothes: words.SIZE_LISTS.letter, shoes: words.SIZE_LISTS.euFemale },
  male: { clothes: words.SIZE_LISTS.letter, shoes: words.SIZE_LISTS.euMale },
  children: { clothes: words.SIZE_LISTS.age, shoes: words.SIZE_LISTS.euChildren },
};
const COLOURS = words.COLOUR_ENTRIES.map((c) => c.name);

/** Round dollar amounts around each garment's typical price, as a shopper sets a price range. */
const PRICE_POINTS = [
  ...new Set(words.KIND_ENTRIES.flatMap((k) => [0.6, 0.8, 1, 1.2, 1.5].map((f) => Math.round((k.basePrice * f) / 100 / 5) * 5))),
].sort((a, b) => a - b);

type Params = [string, string][];

const query = (path: string, params: Params) =>
  params.length ? `${path}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : path;

/** `least`–`most` sizes of one subcategory's list; two neighbours half the time ("EU 42 and 43"). */
function chooseSizes(rng: Random, list: readonly string[], [least, most]: [number, number]): string[] {
  const n = least + rng.below(most - least + 1);
  if (n === 2 && rng.chance(0.5)) {
    const i = rng.below(list.length - 1);
    return list.slice(i, i + 2);
  }
  return rng.some(list, n);
}

/** The price filter: none, a lower bound, an upper bound or both. */
function choosePrice(rng: Random): Params {
  if (!rng.chance(0.4)) return [];
  const [low, high] = rng.some(PRICE_POINTS, 2) as [number, number];
  const shape = rng.below(3);
  if (shape === 0) return [['minPrice', String(low)]];
  if (shape === 1) return [['maxPrice', String(high)]];
  return [
    ['minPrice', String(low)],
    ['maxPrice', String(high)],
  ];
}

/**
 * The filters of one question in a category: `sizes` (at least, at most) sizes of one
 * subcategory, 0–2 colours, and sometimes the subcategory itself, 1–2 shops, a price range and
 * 'In stock only' and 'On sale'.
 */
function chooseFilters(rng: Random, src: QuestionSources, category: Category, sizes: [number, number]): Params {
  const subcategory = rng.pick(['clothes', 'shoes'] as const);
  return [
    ...chooseSizes(rng, SIZES[category][subcategory], sizes).map((s): [string, string] => ['size', s]),
    ...rng.some(COLOURS, rng.below(3)).map((c): [string, string] => ['colour', c]),
    ...(rng.chance(0.4) ? [['subCategoryName', subcategory] as [string, string]] : []),
    ...(rng.chance(0.2) && src.vendorNames.length
      ? rng.some(src.vendorNames, 1 + rng.below(2)).map((v): [string, string] => ['vendor', v])
      : []),
    ...choosePrice(rng),
    ...(rng.chance(0.3) ? [['inStock', 'true'] as [string, string]] : []),
    ...(rng.chance(0.15) ? [['onSale', 'true'] as [string, string]] : []),
  ];
}

/** The query of an address as Fastify hands it to the route's schema: a repeated key becomes a list. */
export function queryOf(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(url, 'http://bench').searchParams) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return out;
}

const pickTerm = (rng: Random, terms: SearchTerm[]) => rng.pick(terms).term;

/**
 * Filtered lists: half `selected` (its category), a quarter `search` (a real term, its category
 * half the time), a quarter `recommended`; each with 1–2 sizes of the category, 0–2 colours and
 * the optional filters, a sort half the time and the second page one time in five.
 */
export function filteredListQuestions(src: QuestionSources): string[] {
  const rng = seededRandom(src.seed * 104729 + 2);
  const terms = searchTerms(src.seed);
  return distinct(QUESTIONS, () => {
    const category = rng.pick(CATEGORIES);
    const route = rng.below(4);
    const head: Params =
      route < 2
        ? [['category', category]]
        : route === 2
          ? [['searchTerm', pickTerm(rng, terms)], ...(rng.chance(0.5) ? [['category', category] as [string, string]] : [])]
          : [];
    const path = route < 2 ? '/api/buyer/selected' : route === 2 ? '/api/buyer/search' : '/api/buyer/recommended';
    const paging: Params = [
      ...(rng.chance(0.5) ? [['sort', rng.pick(SORTS)] as [string, string]] : []),
      ['limit', String(PAGE)],
      ...(rng.chance(0.2) ? [['offset', String(PAGE)] as [string, string]] : []),
    ];
    return query(path, [...head, ...chooseFilters(rng, src, category, [1, 2]), ...paging]);
  });
}

/**
 * Facet counts: the panel with nothing chosen, each category alone, then a category (mostly) and
 * a search term (a fifth of the time) with 0–2 sizes, 0–2 colours and the optional filters.
 */
export function facetQuestions(src: QuestionSources): string[] {
  const rng = seededRandom(src.seed * 15485863 + 3);
  const terms = searchTerms(src.seed);
  const fixed = ['/api/buyer/facets', ...CATEGORIES.map((c) => query('/api/buyer/facets', [['category', c]]))];
  const seen = new Set(fixed);
  const rest = distinct(QUESTIONS, () => {
    const category = rng.pick(CATEGORIES);
    const params: Params = [
      ...(rng.chance(0.85) ? [['category', category] as [string, string]] : []),
      ...(rng.chance(0.2) ? [['searchTerm', pickTerm(rng, terms)] as [string, string]] : []),
      ...chooseFilters(rng, src, category, [0, 2]),
    ];
    return query('/api/buyer/facets', params);
  }).filter((q) => !seen.has(q));
  return [...fixed, ...rest].slice(0, QUESTIONS);
}
