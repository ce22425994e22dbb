import { API_MESSAGES } from '@seamline/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BitArena } from '../../../src/domain/catalogue/filter-index/bit-arena.js';
import { createProductWithVariants, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

/**
 * Security review F1: when the filters index cannot answer (its memory full: "RangeError: Invalid
 * typed array length" in BitArena.alloc), lists, searches and facets never answer 500. Unfiltered
 * lists are PostgreSQL's with PostgreSQL's counts; what only the index answers is 503 with a
 * message; once the index can work again it reads the shop anew and answers as before.
 */
const t = useTestApp({ cacheSeconds: 0 });
let shop: TestUser;

beforeAll(async () => {
  shop = await createVendor(t);
  await createProductWithVariants(t, shop, [{ size: 'M', colour: 'Black', stockQuantity: 2 }], {
    productName: 'Wool Coat',
    categoryName: 'male',
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** From now on the index's memory is full: no bit set can be had. */
function fillTheArena() {
  vi.spyOn(BitArena.prototype, 'alloc').mockImplementation(() => {
    throw new RangeError('Invalid typed array length: 4294967296');
  });
}

const FILTERED = [
  '/api/buyer/recommended?colour=black',
  '/api/buyer/selected?category=male&size=M',
  '/api/buyer/search?searchTerm=coat',
  '/api/buyer/facets?category=male',
  '/api/buyer/facets?searchTerm=coat',
];

describe('when the filters index cannot answer', () => {
  it('answers 503 with a message for what only it answers, and unfiltered lists from PostgreSQL', async () => {
    fillTheArena();
    // A write the index must take in: a product with a new colour needs new sets.
    await createProductWithVariants(t, shop, [{ size: 'L', colour: 'Ochre', stockQuantity: 1 }], {
      productName: 'Ochre Coat',
      categoryName: 'male',
    });
    for (const url of FILTERED) {
      const res = await t.call('GET', url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 503,
        body: { message: API_MESSAGES.catalogueUnavailable },
      });
    }
    const list = await t.call('GET', '/api/buyer/selected?category=male');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(
      list
        .json()
        .map((p: { productName: string }) => p.productName)
        .sort(),
    ).toEqual(['Ochre Coat', 'Wool Coat']);
    expect((await t.call('GET', '/api/buyer/recommended')).statusCode).toBe(200);
  });

  it('reads the shop anew once it can, and answers as before', async () => {
    const res = await t.call('GET', '/api/buyer/facets?category=male');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(
      res
        .json()
        .colours.map((c: { value: string }) => c.value)
        .sort(),
    ).toEqual(['black', 'ochre']);
    const filtered = await t.call('GET', '/api/buyer/selected?category=male&colour=ochre');
    expect(filtered.json().map((p: { productName: string }) => p.productName)).toEqual(['Ochre Coat']);
  });
});
