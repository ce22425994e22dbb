import type { Facets, ProductSummary } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductWithVariants, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

/**
 * With shared answers off, lists, searches and facets the filters index answers are sent as the
 * index writes them (decision 089): the same cards, counts and headers a kept answer carries.
 */
const t = useTestApp({ cacheSeconds: 0 });
let shop: TestUser;
let boots: ProductSummary;

beforeAll(async () => {
  shop = await createVendor(t, { vendorName: 'Ørsted & "Sons"' });
  boots = await createProductWithVariants(
    t,
    shop,
    [
      { size: '42', colour: 'Black', colourHex: '#000000', stockQuantity: 2 },
      { size: '43', colour: 'Crème', stockQuantity: 1 },
    ],
    {
      productName: 'Fjällräven “Trail” Boots',
      price: 119.99,
      categoryName: 'male',
      subCategoryName: 'shoes',
      description: 'Waxed leather — line 1\nline 2',
    },
  );
  await createProductWithVariants(t, shop, [{ size: 'M', colour: 'Navy', stockQuantity: 1 }], {
    productName: 'Navy Shirt',
    price: 45,
    categoryName: 'male',
    subCategoryName: 'clothes',
  });
});

async function answer(url: string) {
  const res = await t.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res;
}

describe('answers the filters index writes', () => {
  it('send each card whole, with text beyond ASCII, in a filtered list and a search', async () => {
    const card: ProductSummary = {
      productId: boots.productId,
      productName: 'Fjällräven “Trail” Boots',
      price: 119.99,
      imageUrl: boots.imageUrl,
      categoryName: 'male',
      description: 'Waxed leather — line 1\nline 2',
      vendorName: 'Ørsted & "Sons"',
      vendorSlug: 'orsted-sons',
      inStock: true,
      colours: [
        { name: 'Black', hex: '#000000' },
        { name: 'Crème', hex: null },
      ],
      compareAtPrice: null,
      salePercent: null,
    };
    const filtered = await answer('/api/buyer/selected?category=male&size=42,43&maxPrice=120');
    expect(filtered.json()).toEqual([card]);
    expect(filtered.headers['x-total-count']).toBe('1');
    const searched = await answer('/api/buyer/search?searchTerm=boots');
    expect(searched.json()).toEqual([card]);
    expect(searched.headers['x-total-count']).toBe('1');
    const none = await answer('/api/buyer/search?searchTerm=boots&colour=navy');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('send facets with every value counted', async () => {
    const res = await answer('/api/buyer/facets?category=male&colour=black&vendor=Nobody');
    const f = res.json() as Facets;
    expect(f.total).toBe(0);
    expect(f.vendors).toEqual([
      { value: 'Ørsted & "Sons"', count: 1 },
      { value: 'Nobody', count: 0 },
    ]);
    // Colours keep the shop filter, which nothing passes: only the chosen one is listed, at 0.
    expect(f.colours).toEqual([{ value: 'black', count: 0, hex: '#000000' }]);
    const unfiltered = (await answer('/api/buyer/facets?category=male')).json() as Facets;
    expect(unfiltered.colours).toEqual([
      { value: 'black', count: 1, hex: '#000000' },
      { value: 'crème', count: 1, hex: null },
      { value: 'navy', count: 1, hex: null },
    ]);
    expect(unfiltered.price).toEqual({ min: 45, max: 119.99 });
  });
});
