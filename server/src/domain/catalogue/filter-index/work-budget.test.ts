import type { CatalogueFilters, Category, Sort, Subcategory } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedProduct, type IndexQuery } from './catalogue-index.js';

/**
 * Work budgets: on a generated shop of 100,000 products, the words and product
 * rows the index reads for a facet question and a filtered page stay under ceilings set about a
 * quarter above what they read when set (26 November 2026: 42,592 / 2; 58,032 / 2,624; 95,784 /
 * 846 for the facets; 18,336 / 350 and 82,144 / 12,187 for the pages). 'On sale' (28 November 2026, one
 * product in eight on sale) adds its count to every facet question (52,912 / 2; 62,544 / 2,624;
 * 102,696 / 846) and reads 164,872 / 19 and 70,952 / 591 for its facets, 16,248 / 593 and
 * 43,224 / 535 for its pages. A change that makes facets or pages read more fails here,
 * deterministically, instead of only in the noisy bench.
 */
const PRODUCTS = 100_000;
const NONE: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false, onSale: false };
const COLOURS = ['black', 'white', 'navy', 'grey', 'red', 'green', 'blue', 'beige', 'brown', 'olive', 'pink', 'yellow'];
const CATEGORIES: Category[] = ['female', 'male', 'children'];
const SUBCATEGORIES: Subcategory[] = ['clothes', 'shoes'];
const LETTERS = ['XS', 'S', 'M', 'L', 'XL'];
const SHOES = ['38', '39', '40', '41', '42', '43', '44'];

/** The same catalogue every run (mulberry32, seed 1). */
function shop(): IndexedProduct[] {
  let seed = 1;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const subcategory = SUBCATEGORIES[next(2)] as Subcategory;
    const sizes = subcategory === 'shoes' ? SHOES : LETTERS;
    const first = next(sizes.length - 2);
    const colours = [COLOURS[next(COLOURS.length)] as string, COLOURS[next(COLOURS.length)] as string];
    return {
      id: i + 1,
      category: CATEGORIES[next(3)] as Category,
      subcategory,
      vendorId: 1 + next(100),
      priceCents: 500 + next(400) * 50 + next(2) * 199,
      // One in eight on sale, without drawing from the sequence the rest of the shop is made of.
      wasCents: i % 8 === 0 ? 99_999 : null,
      stock: next(10),
      soldCount: next(500),
      createdMicros: i,
      deleted: false,
      variants: sizes.slice(first, first + 3).flatMap((size) => colours.map((c) => [size, c, null] as const)),
      name: `Product ${i}`,
      description: '',
      imageUrl: '',
      colours: [],
      lexemes: [],
    };
  });
}

let index: CatalogueIndex;
beforeAll(() => {
  index = new CatalogueIndex();
  for (let id = 1; id <= 100; id++) index.nameVendor(id, `Shop ${id}`);
  index.put(shop());
}, 120_000);

const facetWork = (q: IndexQuery) => {
  index.facets(q);
  return index.lastWork();
};

const pageWork = (q: IndexQuery, sort: Sort, offset: number) => {
  const { bits } = index.matches(q);
  expect(index.pageSlots(bits, sort, null, offset, 24)).toHaveLength(24);
  return index.lastWork();
};

describe('the filters index work budget at 100,000 products', () => {
  it('has the shop it is measured on', () => {
    expect(index.count()).toBe(PRODUCTS);
  });

  it.each<[string, IndexQuery, { words: number; rows: number }]>([
    ['the whole shop, nothing chosen', { filters: NONE }, { words: 54_000, rows: 50 }],
    [
      "a category's facets, a size and a colour chosen",
      { category: 'female', filters: { ...NONE, sizes: ['M'], colours: ['black'] } },
      { words: 73_000, rows: 3_300 },
    ],
    [
      'a category, a price range, two colours and in stock',
      { category: 'male', filters: { ...NONE, colours: ['navy', 'grey'], minPriceCents: 2000, maxPriceCents: 9999, inStock: true } },
      { words: 120_000, rows: 1_100 },
    ],
    ['the whole shop on sale', { filters: { ...NONE, onSale: true } }, { words: 206_000, rows: 30 }],
    [
      'a category on sale, a colour and in stock',
      { category: 'female', filters: { ...NONE, colours: ['black'], inStock: true, onSale: true } },
      { words: 89_000, rows: 740 },
    ],
  ])('facets of %s read under their ceiling', (_, q, ceiling) => {
    const work = facetWork(q);
    expect(work.words).toBeLessThanOrEqual(ceiling.words);
    expect(work.rows).toBeLessThanOrEqual(ceiling.rows);
  });

  it.each<[string, IndexQuery, Sort, number, { words: number; rows: number }]>([
    [
      'a colour in a category by popularity',
      { category: 'female', filters: { ...NONE, colours: ['red'] } },
      'popularity',
      0,
      { words: 23_000, rows: 440 },
    ],
    [
      'a size and a price range by price, page 10',
      { filters: { ...NONE, sizes: ['42'], minPriceCents: 3000, maxPriceCents: 6000 } },
      'price_asc',
      48,
      { words: 103_000, rows: 15_300 },
    ],
    [
      'on sale in a category by popularity',
      { category: 'male', filters: { ...NONE, onSale: true } },
      'popularity',
      0,
      { words: 20_500, rows: 750 },
    ],
    ['a colour, on sale first, page 3', { filters: { ...NONE, colours: ['navy'] } }, 'sale', 48, { words: 54_000, rows: 670 }],
  ])('a filtered page of %s reads under its ceiling', (_, q, sort, offset, ceiling) => {
    const work = pageWork(q, sort, offset);
    expect(work.words).toBeLessThanOrEqual(ceiling.words);
    expect(work.rows).toBeLessThanOrEqual(ceiling.rows);
  });
});
