import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

/**
 * Search finds the most popular matches two ways: walking the popularity index for a word on a
 * tenth of the shop or more, reading every match for a rarer one. Both must answer alike.
 */
const t = useTestApp();
const tees: number[] = [];
let jacket = 0;
let shoe = 0;

beforeAll(async () => {
  const vendor = await createVendor(t, { vendorName: 'Plainwear' });
  for (let i = 1; i <= 20; i++) {
    tees.push((await createProduct(t, vendor, { productName: `Plain Cotton Tee ${i}`, description: 'A plain tee.' })).productId);
  }
  // Two of 22 products: under a tenth of the shop, so "zephyr" is a rare word.
  jacket = (await createProduct(t, vendor, { productName: 'Zephyr Wind Jacket', description: 'Light and packable.' })).productId;
  shoe = (await createProduct(t, vendor, { productName: 'Zephyr Running Shoe', description: 'Light and quick.' })).productId;
  // Sales make popularity differ: tee 7 sells most, then tee 3.
  const buyer = await createBuyer(t);
  await addToCart(t, buyer, tees[6] as number, 3);
  await addToCart(t, buyer, tees[2] as number, 2);
  await checkout(t, buyer);
});

const search = async (query: string) => {
  const res = await t.call('GET', `/api/buyer/search?${query}`);
  expect(res.statusCode).toBe(200);
  return { ids: res.json().map((p: { productId: number }) => p.productId) as number[], total: res.headers['x-total-count'] };
};

describe('search of rare and common words', () => {
  it('finds a rare word and its misspelling', async () => {
    for (const term of ['zephyr', 'zephir']) {
      const { ids, total } = await search(`searchTerm=${term}`);
      expect(ids.sort()).toEqual([jacket, shoe].sort());
      expect(total).toBe('2');
    }
  });

  it('ranks a common word by popularity among equal matches, the best sellers first', async () => {
    const { ids, total } = await search('searchTerm=tee&limit=48');
    expect(total).toBe('20');
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 2)).toEqual([tees[6], tees[2]]);
    expect(new Set(ids)).toEqual(new Set(tees));
  });

  it('pages a common word without gaps or repeats', async () => {
    const all = (await search('searchTerm=tee&limit=48')).ids;
    const paged: number[] = [];
    for (let offset = 0; offset < 20; offset += 6) paged.push(...(await search(`searchTerm=tee&limit=6&offset=${offset}`)).ids);
    expect(paged).toEqual(all);
  });

  it('answers both kinds of word in any sort order', async () => {
    const rare = await search('searchTerm=zephyr&sort=newest');
    expect(rare.ids).toEqual([shoe, jacket]);
    const common = await search('searchTerm=tee&sort=newest&limit=3');
    expect(common.ids).toEqual([tees[19], tees[18], tees[17]]);
  });
});

describe('searches asked at once', () => {
  it('answers searches, filtered searches and their facets asked together as it answers them one at a time', async () => {
    const calls = [
      '/api/buyer/search?searchTerm=zephyr',
      '/api/buyer/search?searchTerm=tee&limit=48',
      '/api/buyer/search?searchTerm=plain%20tee&sort=newest',
      '/api/buyer/search?searchTerm=zephir%20jacket',
      '/api/buyer/search?searchTerm=tee&inStock=true',
      '/api/buyer/facets?searchTerm=zephyr',
      '/api/buyer/facets?searchTerm=tee',
      '/api/buyer/facets?searchTerm=light',
    ];
    const answer = async (url: string) => {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const oneByOne: string[] = [];
    for (const url of calls) oneByOne.push(await answer(url));
    expect(new Set(oneByOne).size).toBeGreaterThan(4);
    for (let round = 0; round < 3; round++) expect(await Promise.all([...calls, ...calls].map(answer))).toEqual([...oneByOne, ...oneByOne]);
  });
});
