import type { CatalogueFilters, Sort } from '@seamline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedProduct } from './catalogue-index.js';

const SIZES = ['S', 'M', 'L', '42', '43'];
const COLOURS = ['black', 'navy', 'grey'];
const SHOWN = { name: 'Coat', description: 'Warm.', imageUrl: '', colours: [] } as const;
const NONE: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false };

const product = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  category: fc.constantFrom('female', 'male', 'children'),
  subcategory: fc.constantFrom('clothes', 'shoes'),
  vendorId: fc.integer({ min: 1, max: 3 }),
  priceCents: fc.integer({ min: 100, max: 900 }),
  stock: fc.integer({ min: 0, max: 3 }),
  soldCount: fc.integer({ min: 0, max: 5 }),
  createdMicros: fc.integer({ min: 0, max: 9 }),
  deleted: fc.boolean(),
  variants: fc.array(
    fc.tuple(fc.constantFrom(null, ...SIZES), fc.constantFrom(null, ...COLOURS), fc.constantFrom(null, '#000000', '#111111')),
    { maxLength: 4 },
  ),
  name: fc.constantFrom('Coat', 'Boot'),
  description: fc.constant('Warm.'),
  imageUrl: fc.constant(''),
  colours: fc.constant([]),
  lexemes: fc
    .subarray(['shirt', 'black', 'wool', 'shoe'])
    .chain((words) => fc.tuple(...words.map((w) => fc.tuple(fc.constant(w), fc.constantFrom('A', 'B', 'C', 'D'))))),
}) as fc.Arbitrary<IndexedProduct>;

const filters: fc.Arbitrary<CatalogueFilters> = fc.record({
  sizes: fc.subarray(SIZES, { maxLength: 2 }),
  colours: fc.subarray(COLOURS, { maxLength: 2 }),
  subcategories: fc.subarray(['clothes', 'shoes'] as const, { maxLength: 1 }),
  vendors: fc.subarray(['Shop 1', 'Shop 2', 'Shop 9'], { maxLength: 2 }),
  minPriceCents: fc.option(fc.integer({ min: 100, max: 900 }), { nil: undefined }),
  maxPriceCents: fc.option(fc.integer({ min: 100, max: 900 }), { nil: undefined }),
  inStock: fc.boolean(),
});

const named = (index: CatalogueIndex) => {
  for (const id of [1, 2, 3]) index.nameVendor(id, `Shop ${id}`);
  return index;
};

/** Every answer of the index to one question, in plain values. */
function answers(index: CatalogueIndex, category: 'male' | undefined, f: CatalogueFilters, sort: Sort) {
  const facets = index.facets({ category, filters: f });
  const { total, bits } = index.matches({ category, filters: f });
  const plain = (m: Map<string, number>) => Object.fromEntries([...m].filter(([, n]) => n > 0).sort());
  return {
    total,
    facets: {
      ...facets,
      sizes: plain(facets.sizes),
      colours: plain(facets.colours),
      subcategories: plain(facets.subcategories),
      vendors: plain(facets.vendors),
    },
    first: index.summaries(index.pageSlots(bits, sort, null, 0, 5)),
    second: index.page(bits, sort, category ? null : index.inCategory('female'), 3, 4),
  };
}

describe('the filters index', () => {
  it('answers the same after any sequence of changes as an index loaded at once with the end state', () => {
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 1, maxLength: 60 }),
        fc.array(
          fc.tuple(
            fc.constantFrom<'male' | undefined>('male', undefined),
            filters,
            fc.constantFrom<Sort>('popularity', 'price_asc', 'price_desc', 'newest'),
          ),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (changes, questions) => {
          const changed = named(new CatalogueIndex());
          // One product at a time, asking in between, so kept orders and tallies move in place.
          for (const p of changes) {
            changed.put([p]);
            answers(changed, 'male', NONE, 'popularity');
          }
          const last = new Map(changes.map((p) => [p.id, p]));
          const loaded = named(new CatalogueIndex());
          loaded.put([...last.values()].filter((p) => !p.deleted));
          for (const [category, f, sort] of questions)
            expect(answers(changed, category, f, sort)).toEqual(answers(loaded, category, f, sort));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a match only when one variant in stock has a chosen size in a chosen colour', () => {
    const index = named(new CatalogueIndex());
    const base = {
      ...SHOWN,
      category: 'male',
      subcategory: 'clothes',
      vendorId: 1,
      priceCents: 500,
      stock: 3,
      soldCount: 0,
      createdMicros: 0,
      deleted: false,
      lexemes: [],
    } as const;
    index.put([
      { ...base, id: 1, variants: [['M', 'black', '#000000']] },
      {
        ...base,
        id: 2,
        variants: [
          ['S', 'black', null],
          ['M', 'grey', null],
        ],
      },
    ]);
    const q = { filters: { ...NONE, sizes: ['M'], colours: ['black'] } };
    expect(index.matches(q).total).toBe(1);
    const facets = index.facets(q);
    // M counts products black in M; black counts products in M in black; product 2 is neither.
    expect(Object.fromEntries(facets.sizes)).toEqual({ M: 1, S: 1 });
    expect(Object.fromEntries(facets.colours)).toEqual({ black: 1, grey: 1 });
    expect(index.hexOf('black')).toBe('#000000');
  });
});
