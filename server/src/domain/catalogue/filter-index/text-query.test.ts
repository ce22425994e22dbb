import { describe, expect, it } from 'vitest';
import { slotsOf } from './bits-reference.js';
import { CatalogueIndex } from './catalogue-index.js';
import { compile, matchingBits, parseTextQuery, relevance } from './text-query.js';

const index = new CatalogueIndex();
const base = {
  name: 'Shirt',
  description: '',
  imageUrl: '',
  colours: [],
  category: 'male',
  subcategory: 'clothes',
  vendorId: 1,
  priceCents: 500,
  wasCents: null,
  stock: 1,
  soldCount: 0,
  createdMicros: 0,
  deleted: false,
  variants: [],
} as const;
index.put([
  {
    ...base,
    id: 1,
    lexemes: [
      ['black', 'A'],
      ['shirt', 'A'],
    ],
  },
  {
    ...base,
    id: 2,
    lexemes: [
      ['black', 'A'],
      ['sneaker', 'A'],
    ],
  },
  {
    ...base,
    id: 3,
    lexemes: [
      ["o'neil", 'A'],
      ['shirt', 'A'],
    ],
  },
  { ...base, id: 4, lexemes: [['shirt', 'A']], deleted: true },
  {
    ...base,
    id: 5,
    lexemes: [
      ['wool', 'D'],
      ['shirt', 'B'],
    ],
  },
  {
    ...base,
    id: 6,
    lexemes: [
      ['t-shirt', 'A'],
      ['shirt', 'A'],
      ['black', 'D'],
    ],
  },
]);
const ids = (text: string) => {
  const q = parseTextQuery(text);
  if (!q) throw new Error(`not answered: ${text}`);
  return Array.from(slotsOf(matchingBits(index, compile(index, q)))).map((s) => index.ids[s]);
};

describe('search queries on the index', () => {
  it('answers AND, OR, NOT and parentheses as PostgreSQL prints them', () => {
    expect(ids("'black' & 'shirt'")).toEqual([1, 6]);
    expect(ids("'sneeker' | 'sneaker'")).toEqual([2]);
    expect(ids("'shirt' & !'black'")).toEqual([3, 5]);
    expect(ids("( 'black' | 'o''neil' ) & 'shirt'")).toEqual([1, 3, 6]);
    expect(ids("!'black'")).toEqual([3, 5]);
  });

  it('matches nothing for a query of stop words only, and never a deleted product', () => {
    expect(ids('')).toEqual([]);
    expect(ids("'shirt'")).toEqual([1, 3, 5, 6]);
  });

  it('weighs a word in the name above one in the category words or the description, as ts_rank does', () => {
    const q = parseTextQuery("'wool' | 'shirt'");
    if (!q) throw new Error('not answered');
    const slot = (id: number) => index.ids.indexOf(id);
    expect(relevance(index, compile(index, q))(slot(1))).toBe(1);
    expect(relevance(index, compile(index, q))(slot(5))).toBeCloseTo(0.5);
  });

  it('counts a word the query names twice (the typed and the corrected query) twice, as ts_rank does', () => {
    const once = parseTextQuery("'wool' & 'shirt'");
    const twice = parseTextQuery("'wool' & 'shirt' | 'wool' & 'shirt'");
    if (!once || !twice) throw new Error('not answered');
    const slot = index.ids.indexOf(5);
    expect(relevance(index, compile(index, twice))(slot)).toBeCloseTo(2 * relevance(index, compile(index, once))(slot));
  });

  it("answers a hyphenated word's phrase by the whole word: its parts always follow it", () => {
    expect(ids("'t-shirt' <2> 'shirt'")).toEqual([6]);
    expect(ids("'t-shirt' <2> 'shirt' & 'black'")).toEqual([6]);
  });

  it('leaves other phrases, prefixes and weights to PostgreSQL', () => {
    expect(parseTextQuery("'black' <-> 'shirt'")).toBeNull();
    expect(parseTextQuery("'t-shirt' <2> 'shirt' <-> 'black'")).toBeNull();
    expect(parseTextQuery("'shir':*")).toBeNull();
    expect(parseTextQuery("'shirt':A")).toBeNull();
  });
});

describe('relevance as products change', () => {
  const product = (id: number, lexemes: [string, 'A' | 'B' | 'C' | 'D'][], deleted = false) => ({ ...base, id, lexemes, deleted });
  const woolIn = (index: CatalogueIndex, id: number) => {
    const q = parseTextQuery("'wool'");
    if (!q) throw new Error('not answered');
    return relevance(index, compile(index, q))(index.ids.indexOf(id));
  };

  it.each([
    ['a word most products hold (kept as bits)', 10, 'wool'],
    ['a word few of many products hold', 300, 'shirt'],
  ])('follows %s from the description to the name and out of the shop', (_, others, word) => {
    const index = new CatalogueIndex();
    index.put(Array.from({ length: others }, (_, i) => product(100 + i, [[word, 'D']])));
    index.put([product(1, [['wool', 'D']])]);
    expect(woolIn(index, 1)).toBeCloseTo(0.1);
    index.put([product(1, [['wool', 'A']])]);
    expect(woolIn(index, 1)).toBe(1);
    index.put([product(2, [['wool', 'C']])]);
    expect(woolIn(index, 2)).toBeCloseTo(0.2);
    index.put([product(1, [['wool', 'A']], true)]);
    expect(woolIn(index, 1)).toBe(0);
    expect(woolIn(index, 2)).toBeCloseTo(0.2);
  });
});
