import { type CatalogueFilters, fromCents, type ProductSummary, productList, type Sort, salePercentOf } from '@seamline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode } from 'zod';
import { CatalogueIndex, type Counting, type IndexedProduct } from './catalogue-index.js';

const SIZES = ['S', 'M', 'L', '42', '43'];
const COLOURS = ['black', 'navy', 'grey'];
const SHOWN = { name: 'Coat', description: 'Warm.', imageUrl: '', colours: [] } as const;
/** A men's coat of shop 1 at $5 with stock, for tests that give it an id and variants. */
const MEN_COAT = {
  ...SHOWN,
  category: 'male',
  subcategory: 'clothes',
  vendorId: 1,
  priceCents: 500,
  wasCents: null,
  stock: 3,
  soldCount: 0,
  createdMicros: 0,
  deleted: false,
  lexemes: [],
} as const;
const NONE: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false, onSale: false };

/** Prices and bounds over a few $5 price bands, often exactly at a band's start (round bounds are taken whole). */
const priceArb = fc.oneof(fc.integer({ min: 100, max: 2600 }), fc.constantFrom(500, 1000, 1500, 2000, 2500));

const product = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  category: fc.constantFrom('female', 'male', 'children'),
  subcategory: fc.constantFrom('clothes', 'shoes'),
  vendorId: fc.integer({ min: 1, max: 3 }),
  priceCents: priceArb,
  // Some on sale; a 'was' at or below the price shows no sale.
  wasCents: fc.option(priceArb, { nil: null }),
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
  minPriceCents: fc.option(priceArb, { nil: undefined }),
  maxPriceCents: fc.option(priceArb, { nil: undefined }),
  inStock: fc.boolean(),
  onSale: fc.boolean(),
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
    first: JSON.parse(index.cards(index.pageSlots(bits, sort, null, 0, 5)).toString()),
    second: index.page(bits, sort, category ? null : index.inCategory('female'), 3, 4),
  };
}

/**
 * Disjunctive facets (docs/architecture.md#browse-filters) counted product by product: each facet counts the live products
 * every other chosen filter leaves, a size (colour) only where one variant in stock pairs it with a
 * chosen colour (size).
 */
function countedByHand(products: readonly IndexedProduct[], category: 'male' | undefined, f: CatalogueFilters) {
  type Facet = 'size' | 'colour' | 'sub' | 'vendor' | 'price';
  const shop = (p: IndexedProduct) => `Shop ${p.vendorId}`;
  const inSizes = (size: string | null) => f.sizes.length === 0 || (size !== null && f.sizes.includes(size));
  const inColours = (colour: string | null) => f.colours.length === 0 || (colour !== null && f.colours.includes(colour));
  const onSale = (p: IndexedProduct) => p.wasCents !== null && p.wasCents > p.priceCents;
  const leaves = (p: IndexedProduct, omit?: Facet | 'sale') =>
    !p.deleted &&
    (category === undefined || p.category === category) &&
    (omit === 'sub' || f.subcategories.length === 0 || f.subcategories.includes(p.subcategory)) &&
    (omit === 'vendor' || f.vendors.length === 0 || f.vendors.includes(shop(p))) &&
    (omit === 'price' || ((f.minPriceCents ?? 0) <= p.priceCents && p.priceCents <= (f.maxPriceCents ?? Number.MAX_SAFE_INTEGER))) &&
    (!f.inStock || p.stock > 0) &&
    (omit === 'sale' || !f.onSale || onSale(p)) &&
    (f.sizes.length + f.colours.length === 0 ||
      p.variants.some(([size, colour]) => (omit === 'size' || inSizes(size)) && (omit === 'colour' || inColours(colour))));
  const tally = (omit: Facet, valuesOf: (p: IndexedProduct) => (string | null)[]) => {
    const out: Record<string, number> = {};
    for (const p of products.filter((x) => leaves(x, omit)))
      for (const v of new Set(valuesOf(p))) if (v !== null && v !== '') out[v] = (out[v] ?? 0) + 1;
    return Object.fromEntries(Object.entries(out).sort());
  };
  const priced = products.filter((p) => leaves(p, 'price')).map((p) => p.priceCents);
  return {
    total: products.filter((p) => leaves(p)).length,
    sizes: tally('size', (p) => p.variants.filter(([, colour]) => inColours(colour)).map(([size]) => size)),
    colours: tally('colour', (p) => p.variants.filter(([size]) => inSizes(size)).map(([, colour]) => colour)),
    subcategories: tally('sub', (p) => [p.subcategory]),
    vendors: tally('vendor', (p) => [[1, 2, 3].includes(p.vendorId) ? shop(p) : null]),
    minPriceCents: priced.length ? Math.min(...priced) : null,
    maxPriceCents: priced.length ? Math.max(...priced) : null,
    onSale: products.filter((p) => leaves(p, 'sale') && onSale(p)).length,
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
            fc.constantFrom<Sort>('popularity', 'price_asc', 'price_desc', 'newest', 'sale'),
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
    const base = MEN_COAT;
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

  it.each<Counting>(['cheapest', 'lists', 'sets', 'products'])(
    'counts facets as a product-by-product count does, counting %s',
    (counting) => {
      fc.assert(
        fc.property(
          fc.array(product, { minLength: 1, maxLength: 30 }),
          fc.constantFrom(1, 3, 200),
          fc.array(fc.tuple(fc.constantFrom<'male' | undefined>('male', undefined), filters), { minLength: 1, maxLength: 4 }),
          (kinds, copies, questions) => {
            // Each kind of product `copies` times over, so that large sets are counted set by set and small ones product by product.
            const products = kinds.flatMap((p, k) =>
              Array.from({ length: copies }, (_, i) => ({ ...p, id: k * 1000 + i + 1, priceCents: p.priceCents + (i % 7) })),
            );
            const index = named(new CatalogueIndex(counting));
            index.put(products);
            for (const [category, f] of questions) {
              const facets = index.facets({ category, filters: f });
              const plain = (m: Map<string, number>) => Object.fromEntries([...m].sort());
              expect({
                ...facets,
                sizes: plain(facets.sizes),
                colours: plain(facets.colours),
                subcategories: plain(facets.subcategories),
                vendors: plain(facets.vendors),
              }).toEqual(countedByHand(products, category, f));
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('sends cards byte for byte as the list schema encodes them, with the shop as named now', () => {
    const text = fc.string({ unit: 'binary', maxLength: 12 });
    const card = fc.record({
      name: text,
      description: text,
      imageUrl: text,
      priceCents: fc.integer({ min: 1, max: 10_000_000 }),
      wasCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
      stock: fc.integer({ min: 0, max: 2 }),
      vendorId: fc.integer({ min: 1, max: 4 }),
      // Colours as the feed reads them may carry more than a swatch: the card keeps name and hex.
      colours: fc.array(fc.record({ name: text, hex: fc.option(text, { nil: null }), code: fc.nat() }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(card, { minLength: 1, maxLength: 8 }), fc.dictionary(fc.constantFrom('1', '2', '3'), text), (cards, names) => {
        const index = new CatalogueIndex();
        const products = cards.map(
          (c, i): IndexedProduct => ({
            ...c,
            id: i + 1,
            category: 'female',
            subcategory: 'clothes',
            soldCount: 0,
            createdMicros: 0,
            deleted: false,
            variants: [],
            lexemes: [],
          }),
        );
        index.put(products);
        // Shop 4 is never named; the others are named, then renamed.
        for (const id of [1, 2, 3]) index.nameVendor(id, 'Before');
        for (const [id, name] of Object.entries(names)) index.nameVendor(Number(id), name, `shop-${id}`);
        const slots = products.map((p) => index.slotOfId(p.id) as number).reverse();
        const expected: ProductSummary[] = [...products].reverse().map((p) => ({
          productId: p.id,
          productName: p.name,
          price: fromCents(p.priceCents),
          imageUrl: p.imageUrl,
          categoryName: p.category,
          description: p.description,
          vendorName: p.vendorId === 4 ? '' : (names[String(p.vendorId)] ?? 'Before'),
          vendorSlug: p.vendorId === 4 || !(String(p.vendorId) in names) ? '' : `shop-${p.vendorId}`,
          inStock: p.stock > 0,
          colours: p.colours.map(({ name, hex }) => ({ name, hex })),
          ...(p.wasCents !== null && p.wasCents > p.priceCents
            ? { compareAtPrice: fromCents(p.wasCents), salePercent: salePercentOf(p.wasCents, p.priceCents) }
            : { compareAtPrice: null, salePercent: null }),
        }));
        expect(index.cards(slots).toString()).toBe(JSON.stringify(encode(productList, expected)));
      }),
      { numRuns: 200 },
    );
  });

  it('puts products on sale first under sort=sale, then by popularity, and counts them', () => {
    const index = named(new CatalogueIndex());
    index.put([
      { ...MEN_COAT, id: 1, soldCount: 9, variants: [] },
      { ...MEN_COAT, id: 2, soldCount: 1, wasCents: 800, variants: [] },
      { ...MEN_COAT, id: 3, soldCount: 5, wasCents: 700, variants: [] },
      // A 'was' not above the price is no sale.
      { ...MEN_COAT, id: 4, soldCount: 7, wasCents: 500, variants: [] },
    ]);
    const { bits } = index.matches({ filters: NONE });
    expect(index.page(bits, 'sale', null, 0, 10)).toEqual([3, 2, 1, 4]);
    expect(index.matches({ filters: { ...NONE, onSale: true } }).total).toBe(2);
    expect(index.facets({ filters: NONE }).onSale).toBe(2);
    index.put([{ ...MEN_COAT, id: 3, soldCount: 5, wasCents: null, variants: [] }]);
    expect(index.facets({ filters: { ...NONE, onSale: true } })).toMatchObject({ total: 1, onSale: 1 });
  });

  it('sends no card for a deleted product', () => {
    const index = named(new CatalogueIndex());
    const base = { ...MEN_COAT, variants: [] };
    index.put([
      { ...base, id: 1 },
      { ...base, id: 2, name: 'Boot' },
    ]);
    const slots = [index.slotOfId(1) as number, index.slotOfId(2) as number];
    index.put([{ ...base, id: 1, deleted: true }]);
    expect(JSON.parse(index.cards(slots).toString()).map((c: ProductSummary) => c.productName)).toEqual(['Boot']);
    expect(index.cards([]).toString()).toBe('[]');
  });

  it('refuses, under tests, a working set of a question that has ended, and a search’s once its work has returned', () => {
    const index = named(new CatalogueIndex());
    index.put([{ ...MEN_COAT, id: 1, variants: [['M', 'black', null]] }]);
    const { bits } = index.matches({ filters: NONE });
    expect(index.page(bits, 'popularity', null, 0, 5)).toEqual([1]);
    index.facets({ filters: NONE });
    expect(() => index.page(bits, 'popularity', null, 0, 5)).toThrow(/a working set of a question that has ended was used/);
    const held = index.searching(() => index.searchCopy(index.liveSet()));
    expect(() => index.matches({ within: held, filters: NONE })).toThrow(/a working set of a search that has ended was used/);
    // Inside its work, a search's sets answer.
    expect(index.searching(() => index.matches({ within: index.searchCopy(index.liveSet()), filters: NONE }).total)).toBe(1);
  });
});
