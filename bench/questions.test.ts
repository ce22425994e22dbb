import { facetsQuery, filteredListQuery, filteredSearchQuery, filteredSelectedQuery, searchQuery } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { facetQuestions, filteredListQuestions, QUESTIONS, queryOf } from './filter-questions.js';
import { everyIdStrided, SCENARIOS, type ScenarioContext } from './scenarios.js';
import { searchQuestions, searchTerms } from './search-terms.js';

// What the rotating scenarios ask: thousands of different questions the server accepts, spread
// over the connections. Shop names as the bench catalogue names them (one with an ampersand).
const VENDORS = [
  'Bench Outfitters',
  'Loom Street 2',
  'Copper Thread 3',
  'Fieldstone Outfitters 4',
  'Maple Row Goods 5',
  'Harbour & Hem 11',
];
const SOURCES = { vendorNames: VENDORS, seed: 1 };

const SCHEMAS = {
  '/api/buyer/recommended': filteredListQuery,
  '/api/buyer/selected': filteredSelectedQuery,
  '/api/buyer/search': filteredSearchQuery,
  '/api/buyer/facets': facetsQuery,
} as const;

function refusals(urls: string[]): string[] {
  return urls.flatMap((url) => {
    const path = new URL(url, 'http://bench').pathname as keyof typeof SCHEMAS;
    const parsed = SCHEMAS[path].safeParse(queryOf(url));
    return parsed.success ? [] : [`${url}: ${parsed.error.issues.map((i) => i.message).join('; ')}`];
  });
}

describe('search-rotating', () => {
  const terms = searchTerms(1);

  it('asks more than 4,000 different terms of one or two words, exactly half of them misspelt', () => {
    expect(new Set(terms.map((t) => t.term)).size).toBe(terms.length);
    expect(terms.length).toBeGreaterThanOrEqual(4000);
    expect(terms.filter((t) => t.typo).length * 2).toBe(terms.length);
    expect(terms.every((t) => /^[a-z-]+( [a-z-]+)?$/.test(t.term))).toBe(true);
  });

  it('misspells real catalogue words by one letter', () => {
    expect(terms.filter((t) => !t.typo).map((t) => t.term)).toEqual(
      expect.arrayContaining(['red boots', 'linen', 'zephyr', 'men sneakers', 'soft cotton', 'northwind jacket']),
    );
    const typos = terms.filter((t) => t.typo).map((t) => t.term);
    const exact = new Set(terms.filter((t) => !t.typo).map((t) => t.term));
    expect(typos.some((t) => exact.has(t))).toBe(false);
  });

  it('sends searches the server accepts, each asking the page the web asks for', () => {
    const urls = searchQuestions(1);
    expect(urls.filter((url) => !searchQuery.safeParse(queryOf(url)).success)).toEqual([]);
    expect(new Set(urls.map((url) => queryOf(url).limit))).toEqual(new Set(['24']));
  });

  it('asks the same terms for the same seed and others for another', () => {
    expect(searchQuestions(1)).toEqual(searchQuestions(1));
    expect(searchQuestions(2)).not.toEqual(searchQuestions(1));
  });
});

describe('filtered-lists', () => {
  const urls = filteredListQuestions(SOURCES);

  it('asks 20,000 different filtered questions of the three list calls, each with 1–2 sizes', () => {
    expect(QUESTIONS).toBe(20_000);
    expect(new Set(urls).size).toBe(QUESTIONS);
    const paths = new Set(urls.map((u) => new URL(u, 'http://bench').pathname));
    expect([...paths].sort()).toEqual(['/api/buyer/recommended', '/api/buyer/search', '/api/buyer/selected']);
    const sizeCounts = new Set(urls.map((u) => new URL(u, 'http://bench').searchParams.getAll('size').length));
    expect([...sizeCounts].sort()).toEqual([1, 2]);
  });

  it('uses every kind of filter, sort and the second page', () => {
    for (const key of ['colour', 'subCategoryName', 'vendor', 'minPrice', 'maxPrice', 'inStock', 'onSale', 'sort', 'offset']) {
      expect(
        urls.some((u) => new URL(u, 'http://bench').searchParams.has(key)),
        key,
      ).toBe(true);
    }
    expect(urls.some((u) => u.includes(`vendor=${encodeURIComponent('Harbour & Hem 11')}`))).toBe(true);
  });

  it('sends only questions the server accepts', () => {
    expect(refusals(urls)).toEqual([]);
  });
});

describe('facets', () => {
  const urls = facetQuestions(SOURCES);

  it('asks 20,000 different questions, among them nothing chosen, each category alone and searches', () => {
    expect(new Set(urls).size).toBe(QUESTIONS);
    expect(urls).toEqual(expect.arrayContaining(['/api/buyer/facets', '/api/buyer/facets?category=male']));
    expect(urls.some((u) => u.includes('searchTerm='))).toBe(true);
    expect(urls.some((u) => !u.includes('size=') && !u.includes('searchTerm=') && u.includes('colour='))).toBe(true);
  });

  it('sends only questions the server accepts', () => {
    expect(refusals(urls)).toEqual([]);
  });
});

describe('product-every', () => {
  it('visits every id once, whatever the count', () => {
    for (const n of [1, 2, 7, 995, 1000, 99_500]) {
      const ids = Array.from({ length: n }, (_, i) => 10 + i * 3);
      const order = everyIdStrided(ids);
      expect(order).toHaveLength(n);
      expect(new Set(order).size).toBe(n);
    }
  });
});

describe('rotating scenarios', () => {
  const connections = 20;
  const ctx: ScenarioContext = {
    buyerTokens: Array.from({ length: connections }, (_, i) => `token-${i}`),
    connections,
    vendorToken: 'vendor',
    hotVariants: [],
    sampleProductIds: [],
    liveProductIds: Array.from({ length: 1000 }, (_, i) => i + 1),
    vendorNames: VENDORS,
    seed: 1,
  };

  it.each(['search-rotating', 'filtered-lists', 'facets', 'product-every'])(
    '%s: connections start apart and together ask every question',
    (name) => {
      const scenario = SCENARIOS.find((s) => s.name === name);
      const [step] = scenario?.steps(ctx) ?? [];
      if (!step) throw new Error(`no scenario ${name}`);
      const firsts = new Set(ctx.buyerTokens.map((_, conn) => step.path(conn, 0)));
      expect(firsts.size).toBe(connections);
      const all = new Set<string>();
      const rounds = name === 'product-every' ? 50 : 120;
      for (let conn = 0; conn < connections; conn++) for (let loop = 0; loop < rounds; loop++) all.add(step.path(conn, loop));
      expect(all.size).toBe(name === 'product-every' ? 1000 : connections * rounds);
    },
  );
});
