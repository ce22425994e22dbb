import type { CatalogueFilters } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedProduct } from './catalogue-index.js';

const NONE: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false, onSale: false };
const COMMON = ['black', 'navy', 'grey', 'white', 'red', 'olive'];
const SIZES = ['S', 'M', 'L', 'XL'];

/** A shop of `n` women's and men's clothes in the common colours. */
function shop(n: number): IndexedProduct[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    category: i % 2 === 0 ? 'female' : 'male',
    subcategory: 'clothes',
    vendorId: 1 + (i % 5),
    priceCents: 500 + (i % 400) * 25,
    wasCents: null,
    stock: 3,
    soldCount: i % 17,
    createdMicros: i,
    deleted: false,
    variants: [0, 1, 2].map((k) => [SIZES[(i + k) % 4] as string, COMMON[(i + k) % 6] as string, '#000000'] as const),
    name: `Shirt ${i}`,
    description: 'Cotton.',
    imageUrl: '',
    colours: [],
    lexemes: [
      ['shirt', 'A'],
      ['cotton', 'D'],
    ],
  }));
}

/** The vendor's product on its `round`th update: four colours, hexes and a SKU-like term never seen before. */
const churned = (round: number): IndexedProduct => ({
  ...(shop(1)[0] as IndexedProduct),
  id: 1_000_000,
  variants: [0, 1, 2, 3].map((k) => {
    const n = round * 4 + k;
    return [SIZES[k] as string, `colour ${n} ${'x'.repeat(24)}`, `#${(n % 0xffffff).toString(16).padStart(6, '0')}`] as const;
  }),
  name: `Tee sku-${round}`,
  lexemes: [
    [`sku${round}`, 'A'],
    ['tee', 'A'],
  ],
});

describe('the filters index vocabulary (security review F1)', () => {
  it('keeps its memory flat over 100,000 updates cycling new colour names, hexes and terms on one product', () => {
    const index = new CatalogueIndex();
    index.put(shop(1200));
    index.put([churned(0)]);
    const ask = () => {
      index.facets({ category: 'female', filters: NONE });
      index.facets({ filters: { ...NONE, sizes: ['M'], colours: ['black'] } });
      const { bits } = index.matches({ filters: { ...NONE, colours: ['navy'] } });
      index.pageSlots(bits, 'price_asc', null, 0, 24);
    };
    ask();
    const before = index.memory();
    for (let round = 1; round <= 100_000; round++) {
      index.put([churned(round)]);
      if (round % 1000 === 0) ask();
    }
    ask();
    const after = index.memory();
    expect(after.sets).toBe(before.sets);
    // A code or two more at the first update (a new term is coded before the old one is let go), then no more.
    expect(after.entries - before.entries).toBeLessThan(10);
    expect(Math.abs(after.bytes - before.bytes) / before.bytes).toBeLessThan(0.05);
    // What the index knows is the product's colours now, none of those it had before.
    const colours = index.facets({ category: 'female', filters: NONE }).colours;
    expect([...colours.keys()].filter((c) => c.startsWith('colour ')).sort()).toEqual(
      [0, 1, 2, 3].map((k) => `colour ${100_000 * 4 + k} ${'x'.repeat(24)}`).sort(),
    );
    expect(index.facets({ filters: { ...NONE, colours: ['colour 4 xxxxxxxxxxxxxxxxxxxxxxxx'] } }).total).toBe(0);
    expect(index.termCode('sku99999')).toBe(-1);
    expect(index.termCode('sku100000')).toBeGreaterThan(0);
  }, 120_000);

  it('frees what a deleted product alone held', () => {
    const index = new CatalogueIndex();
    index.put(shop(300));
    const before = index.memory();
    index.put([churned(7)]);
    expect(index.memory().sets).toBeGreaterThan(before.sets);
    index.put([{ ...churned(7), deleted: true }]);
    expect(index.memory().sets).toBe(before.sets);
    expect(index.hexOf(`colour 28 ${'x'.repeat(24)}`)).toBeNull();
  });
});
