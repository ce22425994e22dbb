import { FILTER_TEXTS, type Facets, type ProductDetail } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBuyer,
  createProductWithVariants,
  createVendor,
  productPayload,
  type TestUser,
  type VariantPayload,
} from '../../factories.js';
import { useTestApp } from '../../test-app.js';

/**
 * Browse filters on the three lists and their counts in GET /api/buyer/facets,
 * on a small shop whose every count can be worked out by hand:
 *
 *   North Thread  Plain Tee     $20    M Black 2
 *                 Split Tee     $25    S Black 1, M Grey 1
 *                 Sold-out Tee  $30    M Black 0, L Navy 4
 *                 Retired Tee   $15    S Navy 2 (its M Black 3 retired)
 *   Harbor Goods  Gone Tee      $10    M Black 5 (product deleted)
 *                 Navy Shirt    $45    L NAVY 1 (#1f2a44)
 *                 Trail Boots   $120   42 Black 1, 43 Brown 0 (men's shoes)
 *                 Kids Raincoat $35.25 6Y Yellow 2 (children's clothes)
 *
 * Every black variant gives the hex #000000 and every navy one #1f2a44 (so each swatch is one hex).
 * All women's clothes unless said. Nothing has sold yet, so popularity is the newest product first.
 */
const t = useTestApp();
const BLACK = { colour: 'Black', colourHex: '#000000' };
const NAVY = { colour: 'Navy', colourHex: '#1f2a44' };
let north: TestUser;
let harbor: TestUser;

const product = (name: string, price: number, more: Record<string, unknown> = {}) =>
  productPayload({
    productName: name,
    price,
    categoryName: 'female',
    subCategoryName: 'clothes',
    description: 'A plain test garment.',
    ...more,
  });
const add = (vendor: TestUser, variants: VariantPayload[], name: string, price: number, more: Record<string, unknown> = {}) =>
  createProductWithVariants(t, vendor, variants, product(name, price, more));
const update = (vendor: TestUser, body: unknown) => t.call('PUT', '/api/vendors/updateProduct', { token: vendor.token, body });
const remove = (vendor: TestUser, productId: number) =>
  t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId } });

beforeAll(async () => {
  north = await createVendor(t, { vendorName: 'North Thread' });
  harbor = await createVendor(t, { vendorName: 'Harbor Goods' });
  await add(north, [{ size: 'M', ...BLACK, stockQuantity: 2 }], 'Plain Tee', 20);
  await add(
    north,
    [
      { size: 'S', ...BLACK, stockQuantity: 1 },
      { size: 'M', colour: 'Grey', stockQuantity: 1 },
    ],
    'Split Tee',
    25,
  );
  await add(
    north,
    [
      { size: 'M', ...BLACK, stockQuantity: 0 },
      { size: 'L', ...NAVY, stockQuantity: 4 },
    ],
    'Sold-out Tee',
    30,
  );
  const retired = await add(
    north,
    [
      { size: 'M', ...BLACK, stockQuantity: 3 },
      { size: 'S', ...NAVY, stockQuantity: 2 },
    ],
    'Retired Tee',
    15,
  );
  const navy = retired.variants.find((v) => v.colour === 'Navy');
  const kept = await update(north, {
    ...product('Retired Tee', 15),
    productId: retired.productId,
    variants: [{ variantId: navy?.variantId, size: 'S', ...NAVY, stockQuantity: 2 }],
  });
  expect(kept.statusCode, kept.body).toBe(200);
  const gone = await add(harbor, [{ size: 'M', ...BLACK, stockQuantity: 5 }], 'Gone Tee', 10);
  expect((await remove(harbor, gone.productId)).statusCode).toBe(200);
  await add(harbor, [{ size: 'L', colour: 'NAVY', colourHex: '#1f2a44', stockQuantity: 1 }], 'Navy Shirt', 45);
  await add(
    harbor,
    [
      { size: '42', ...BLACK, stockQuantity: 1 },
      { size: '43', colour: 'Brown', stockQuantity: 0 },
    ],
    'Trail Boots',
    120,
    {
      categoryName: 'male',
      subCategoryName: 'shoes',
    },
  );
  await add(harbor, [{ size: '6Y', colour: 'Yellow', stockQuantity: 2 }], 'Kids Raincoat', 35.25, { categoryName: 'children' });
});

const get = (url: string, token?: string) => t.call('GET', url, { token });
async function facets(query: string): Promise<Facets> {
  const res = await get(`/api/buyer/facets${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** A list's product names, in order, and its X-Total-Count. */
async function list(url: string): Promise<{ names: string[]; total: number }> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { names: (res.json() as { productName: string }[]).map((p) => p.productName), total: Number(res.headers['x-total-count']) };
}
const names = async (url: string) => (await list(url)).names;

const WHOLE_SHOP: Facets = {
  total: 7,
  sizes: [
    { value: 'S', count: 2 },
    { value: 'M', count: 2 },
    { value: 'L', count: 2 },
    { value: '6Y', count: 1 },
    { value: '42', count: 1 },
  ],
  colours: [
    { value: 'black', count: 3, hex: '#000000' },
    { value: 'navy', count: 3, hex: '#1f2a44' },
    { value: 'grey', count: 1, hex: null },
    { value: 'yellow', count: 1, hex: null },
  ],
  subcategories: [
    { value: 'clothes', count: 6 },
    { value: 'shoes', count: 1 },
  ],
  vendors: [
    { value: 'North Thread', count: 4 },
    { value: 'Harbor Goods', count: 3 },
  ],
  price: { min: 15, max: 120 },
  onSale: 0,
};

describe('facets of the whole shop', () => {
  it('count live products with a live variant in stock: no deleted product, retired variant or sold-out size', async () => {
    expect(await facets('')).toEqual(WHOLE_SHOP);
  });
});

describe('size and colour are asked of one variant', () => {
  it('finds black in M, not black in S with grey in M', async () => {
    expect(await names('/api/buyer/recommended?size=M&colour=black')).toEqual(['Plain Tee']);
    expect(await names('/api/buyer/recommended?size=S&colour=black')).toEqual(['Split Tee']);
    expect(await names('/api/buyer/recommended?size=M')).toEqual(['Split Tee', 'Plain Tee']);
    expect((await facets('size=M&colour=black')).total).toBe(1);
  });

  it('never counts a sold-out variant, a retired variant or a deleted product', async () => {
    // Sold-out Tee's M Black has no stock, Retired Tee's was retired, Gone Tee was deleted.
    const f = await facets('size=M&colour=black');
    expect(f.vendors).toEqual([{ value: 'North Thread', count: 1 }]);
    expect(await names('/api/buyer/selected?category=female&colour=black')).toEqual(['Split Tee', 'Plain Tee']);
    expect(await names('/api/buyer/selected?category=male&size=43')).toEqual([]);
  });
});

describe('several values are OR-ed, different filters AND-ed', () => {
  it('shows a product with any chosen size', async () => {
    expect(await list('/api/buyer/recommended?size=M&size=L')).toEqual({
      names: ['Navy Shirt', 'Sold-out Tee', 'Split Tee', 'Plain Tee'],
      total: 4,
    });
  });

  it('keeps only products that pass every filter', async () => {
    expect(await names('/api/buyer/recommended?size=M&size=L&vendor=Harbor%20Goods')).toEqual(['Navy Shirt']);
    expect(await names('/api/buyer/recommended?colour=black&subCategoryName=shoes')).toEqual(['Trail Boots']);
    expect(await names('/api/buyer/recommended?colour=navy&maxPrice=30')).toEqual(['Retired Tee', 'Sold-out Tee']);
    expect(await names('/api/buyer/recommended?minPrice=25&maxPrice=45&subCategoryName=clothes')).toEqual([
      'Kids Raincoat',
      'Navy Shirt',
      'Sold-out Tee',
      'Split Tee',
    ]);
    expect(await names('/api/buyer/recommended?minPrice=35.25&maxPrice=35.25')).toEqual(['Kids Raincoat']);
    expect(await names('/api/buyer/search?searchTerm=tee&size=S')).toEqual(['Retired Tee', 'Split Tee']);
    expect(await names('/api/buyer/search?searchTerm=tee&size=S&sort=price_desc')).toEqual(['Split Tee', 'Retired Tee']);
  });

  it('in stock only leaves out products with no stock at all', async () => {
    const sellsOut = await add(north, [{ size: 'XL', colour: 'White', stockQuantity: 0 }], 'Empty Tee', 12);
    try {
      expect(await names('/api/buyer/recommended?size=XL&sort=price_asc')).toEqual([]);
      expect(await names('/api/buyer/recommended?maxPrice=12')).toEqual(['Empty Tee']);
      expect(await names('/api/buyer/recommended?maxPrice=12&inStock=true')).toEqual([]);
      expect(await list('/api/buyer/recommended?maxPrice=12&inStock=false')).toEqual({ names: ['Empty Tee'], total: 1 });
    } finally {
      expect((await remove(north, sellsOut.productId)).statusCode).toBe(200);
    }
  });
});

describe('counts are disjunctive', () => {
  it("a facet's counts leave out its own filter and keep the others", async () => {
    const f = await facets('size=M');
    expect(f.total).toBe(2);
    // Sizes count as if no size were chosen: S says what choosing it too would bring in.
    expect(f.sizes).toEqual(WHOLE_SHOP.sizes);
    expect(f.colours).toEqual([
      { value: 'black', count: 1, hex: '#000000' },
      { value: 'grey', count: 1, hex: null },
    ]);
    expect(f.subcategories).toEqual([{ value: 'clothes', count: 2 }]);
    expect(f.vendors).toEqual([{ value: 'North Thread', count: 2 }]);
    expect(f.price).toEqual({ min: 20, max: 25 });
  });

  it('adding a second size shows what it adds', async () => {
    expect((await facets('size=M')).sizes.find((s) => s.value === 'S')).toEqual({ value: 'S', count: 2 });
    // Split Tee already had M: adding S brings in Retired Tee only.
    expect((await facets('size=M&size=S')).total).toBe(3);
  });

  it('sizes keep the colour filter, colours keep the size filter', async () => {
    const black = await facets('colour=black');
    expect(black.sizes).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: '42', count: 1 },
    ]);
    expect(black.colours).toEqual(WHOLE_SHOP.colours);
    expect((await facets('size=S')).colours).toEqual([
      { value: 'black', count: 1, hex: '#000000' },
      { value: 'navy', count: 1, hex: '#1f2a44' },
    ]);
  });

  it('the price range spans every other filter but not the range itself', async () => {
    expect((await facets('minPrice=100&subCategoryName=clothes')).price).toEqual({ min: 15, max: 45 });
    expect((await facets('minPrice=1000')).total).toBe(0);
    expect((await facets('vendor=Nobody')).price).toEqual({ min: null, max: null });
  });
});

describe('chosen values', () => {
  it('are listed at 0 when nothing has them', async () => {
    const f = await facets('size=43&colour=teal&vendor=Nobody&subCategoryName=shoes');
    expect(f.total).toBe(0);
    expect(f.sizes).toEqual([{ value: '43', count: 0 }]);
    expect(f.colours).toEqual([{ value: 'teal', count: 0, hex: null }]);
    expect(f.vendors).toEqual([{ value: 'Nobody', count: 0 }]);
    expect(f.subcategories).toEqual([{ value: 'shoes', count: 0 }]);
  });

  it('stay in their place among the counted ones', async () => {
    expect((await facets('size=43')).sizes).toEqual([...WHOLE_SHOP.sizes, { value: '43', count: 0 }]);
    expect((await facets('size=XXS')).sizes).toEqual([{ value: 'XXS', count: 0 }, ...WHOLE_SHOP.sizes]);
  });
});

describe('how values may be written', () => {
  it('compares colours whatever their case, and names them in lower case', async () => {
    for (const colour of ['navy', 'NAVY', 'Navy', ' navy ']) {
      expect(await list(`/api/buyer/recommended?colour=${encodeURIComponent(colour)}`), colour).toEqual({
        names: ['Navy Shirt', 'Retired Tee', 'Sold-out Tee'],
        total: 3,
      });
    }
    expect((await facets('colour=NAVY')).colours.find((c) => c.value === 'navy')).toEqual({ value: 'navy', count: 3, hex: '#1f2a44' });
  });

  it('lower-cases colours beyond A to Z too', async () => {
    const ecru = await add(north, [{ size: 'XS', colour: 'ÉCRU', stockQuantity: 1 }], 'Ecru Tee', 22);
    try {
      for (const colour of ['écru', 'ÉCRU', 'Écru']) {
        expect(await names(`/api/buyer/recommended?colour=${encodeURIComponent(colour)}`), colour).toEqual(['Ecru Tee']);
      }
      expect((await facets('size=XS')).colours).toEqual([{ value: 'écru', count: 1, hex: null }]);
    } finally {
      expect((await remove(north, ecru.productId)).statusCode).toBe(200);
    }
  });

  it('takes a comma-separated list as it takes repeated parameters', async () => {
    const pairs = [
      ['size=M,L&colour=black,navy', 'size=M&size=L&colour=black&colour=navy'],
      ['subCategoryName=clothes,shoes&minPrice=20', 'subCategoryName=clothes&subCategoryName=shoes&minPrice=20'],
      ['size=M,M', 'size=M'],
    ] as const;
    for (const [comma, repeated] of pairs) {
      expect(await facets(comma), comma).toEqual(await facets(repeated));
      expect(await list(`/api/buyer/recommended?${comma}`), comma).toEqual(await list(`/api/buyer/recommended?${repeated}`));
    }
  });

  it('takes shop names by repeated parameters only, so a name may hold a comma', async () => {
    expect(await names('/api/buyer/recommended?vendor=North%20Thread&vendor=Harbor%20Goods&size=L')).toEqual([
      'Navy Shirt',
      'Sold-out Tee',
    ]);
    expect((await facets('vendor=North%20Thread,Harbor%20Goods')).vendors).toEqual([
      { value: 'North Thread', count: 4 },
      { value: 'Harbor Goods', count: 3 },
      { value: 'North Thread,Harbor Goods', count: 0 },
    ]);
    const stone = await createVendor(t, { vendorName: 'Stone, Stitch & Co' });
    const p = await add(stone, [{ size: 'S', colour: 'Grey', stockQuantity: 1 }], 'Stone Tee', 16);
    try {
      expect(await names(`/api/buyer/recommended?vendor=${encodeURIComponent('Stone, Stitch & Co')}`)).toEqual(['Stone Tee']);
      expect((await facets('size=S&colour=grey')).vendors).toEqual([{ value: 'Stone, Stitch & Co', count: 1 }]);
    } finally {
      expect((await remove(stone, p.productId)).statusCode).toBe(200);
    }
  });
});

describe('refused filters', () => {
  const sizes21 = [
    'XXS',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    'XXL',
    '3XL',
    '2Y',
    '3Y',
    '4Y',
    '5Y',
    '6Y',
    '8Y',
    '10Y',
    '12Y',
    '14Y',
    '35',
    '36',
    '37',
    '38',
  ];
  const refused: [string, string][] = [
    ['size=XXXL', FILTER_TEXTS.sizeUnknown('XXXL')],
    ['minPrice=-1', FILTER_TEXTS.minPriceInvalid],
    ['maxPrice=ten', FILTER_TEXTS.maxPriceInvalid],
    ['minPrice=50&maxPrice=10', FILTER_TEXTS.priceRangeReversed],
    [`size=${sizes21.join(',')}`, FILTER_TEXTS.tooManyValues('sizes', 20)],
    [Array.from({ length: 50 }, () => 'size=M').join('&'), FILTER_TEXTS.tooManyValues('sizes', 20)],
    [`colour=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`, FILTER_TEXTS.tooManyValues('colours', 20)],
    ['inStock=yes', FILTER_TEXTS.inStockInvalid],
    ['subCategoryName=hats', FILTER_TEXTS.subcategoryUnknown('hats')],
  ];
  const paths = [
    '/api/buyer/recommended?',
    '/api/buyer/selected?category=female&',
    '/api/buyer/search?searchTerm=tee&',
    '/api/buyer/facets?',
  ];

  it.each(refused)('%s: 400 with its message on every list and on facets, and nothing changed', async (query, message) => {
    const before = await facets('');
    for (const path of paths) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(message);
    }
    expect(await facets('')).toEqual(before);
  });

  it('takes 20 values of one filter', async () => {
    const res = await get(`/api/buyer/facets?size=${sizes21.slice(0, 20).join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('without filters', () => {
  it('the three lists answer as before', async () => {
    const shop = ['Kids Raincoat', 'Trail Boots', 'Navy Shirt', 'Retired Tee', 'Sold-out Tee', 'Split Tee', 'Plain Tee'];
    expect(await list('/api/buyer/recommended')).toEqual({ names: shop, total: 7 });
    expect(await list('/api/buyer/selected?category=female')).toEqual({ names: shop.slice(2), total: 5 });
    expect(await list('/api/buyer/recommended?sort=price_asc&limit=3&offset=1')).toEqual({
      names: ['Plain Tee', 'Split Tee', 'Sold-out Tee'],
      total: 7,
    });
    expect((await list('/api/buyer/search?searchTerm=tee')).total).toBe(4);
    expect(await list('/api/buyer/recommended?inStock=false')).toEqual(await list('/api/buyer/recommended'));
  });

  it('search ranks a word in the name above one only in the description, and equal matches by popularity', async () => {
    const grey = [{ size: 'M', colour: 'Grey', stockQuantity: 1 }];
    const older = await add(north, grey, 'Merino Scarf', 30, { description: 'Merino wool, knitted from merino.' });
    const newer = await add(north, grey, 'Merino Scarf', 30);
    const blend = await add(north, grey, 'Winter Scarf', 30, { description: 'A merino blend.' });
    try {
      const res = await get('/api/buyer/search?searchTerm=merino');
      // Both names hold the word and neither has sold: newest first (docs/decisions/081), the description-only match last.
      expect((res.json() as { productId: number }[]).map((p) => p.productId)).toEqual([newer.productId, older.productId, blend.productId]);
    } finally {
      for (const p of [older, newer, blend]) expect((await remove(north, p.productId)).statusCode).toBe(200);
    }
  });
});

describe('X-Total-Count', () => {
  it('is the facets total for the same filters', async () => {
    const questions: [string, string, number][] = [
      ['/api/buyer/recommended', '', 7],
      ['/api/buyer/recommended', 'size=M,L&colour=navy', 2],
      ['/api/buyer/selected', 'category=female&vendor=North%20Thread&inStock=true', 4],
      ['/api/buyer/search', 'searchTerm=tee&colour=black', 2],
      ['/api/buyer/search', 'searchTerm=shirt&category=female&minPrice=40', 1],
    ];
    for (const [path, query, expected] of questions) {
      expect((await list(`${path}?${query}&limit=1`)).total, `${path}?${query}`).toBe(expected);
      expect((await facets(query)).total, query).toBe(expected);
    }
  });
});

describe('after a write, the next answer shows it', () => {
  let fresh: TestUser;
  let buyer: TestUser;
  const shop = 'vendor=Fresh%20Finds';
  beforeAll(async () => {
    fresh = await createVendor(t, { vendorName: 'Fresh Finds' });
    buyer = await createBuyer(t);
  });
  const freshTee = (name: string, variants: VariantPayload[]) => createProductWithVariants(t, fresh, variants, product(name, 18));
  const resend = (p: ProductDetail): VariantPayload[] =>
    p.variants.map((v) => ({ variantId: v.variantId, size: v.size, colour: v.colour, stockQuantity: v.stockQuantity }));

  it('a vendor setting stock to 0', async () => {
    const p = await freshTee('Olive Tee', [{ size: 'M', colour: 'Olive', stockQuantity: 3 }]);
    expect((await facets(`${shop}&colour=olive`)).total).toBe(1);
    expect(await names(`/api/buyer/recommended?${shop}&colour=olive`)).toEqual(['Olive Tee']);
    const res = await update(fresh, {
      ...product('Olive Tee', 18),
      productId: p.productId,
      variants: [{ ...resend(p)[0], stockQuantity: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await facets(`${shop}&colour=olive`)).total).toBe(0);
    expect(await names(`/api/buyer/recommended?${shop}&colour=olive`)).toEqual([]);
  });

  it('a vendor deleting a product', async () => {
    const p = await freshTee('Teal Tee', [{ size: 'S', colour: 'Teal', stockQuantity: 3 }]);
    expect((await facets(`${shop}&size=S`)).total).toBe(1);
    expect(await list(`/api/buyer/recommended?${shop}&size=S`)).toEqual({ names: ['Teal Tee'], total: 1 });
    expect((await remove(fresh, p.productId)).statusCode).toBe(200);
    expect((await facets(`${shop}&size=S`)).total).toBe(0);
    expect(await list(`/api/buyer/recommended?${shop}&size=S`)).toEqual({ names: [], total: 0 });
  });

  it('a checkout selling the last unit', async () => {
    const p = await freshTee('Coral Tee', [{ size: 'L', colour: 'Coral', stockQuantity: 1 }]);
    const coral = async () => (await facets(`${shop}&size=L`)).colours.find((c) => c.value === 'coral')?.count ?? 0;
    expect(await coral()).toBe(1);
    expect(await list(`/api/buyer/selected?category=female&${shop}&inStock=true`)).toEqual({ names: ['Coral Tee'], total: 1 });
    const added = await t.call('POST', '/api/buyer/cart/add', {
      token: buyer.token,
      body: { productId: p.productId, variantId: p.variants[0]?.variantId, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token })).statusCode).toBe(201);
    expect(await coral()).toBe(0);
    expect((await facets(`${shop}&size=L`)).total).toBe(0);
    expect(await list(`/api/buyer/selected?category=female&${shop}&inStock=true`)).toEqual({ names: [], total: 0 });
    expect(await list(`/api/buyer/selected?category=female&${shop}&size=L`)).toEqual({ names: [], total: 0 });
  });

  it('a vendor renaming the shop', async () => {
    await freshTee('Sand Tee', [{ size: 'XS', colour: 'Sand', stockQuantity: 2 }]);
    expect((await facets(`${shop}&size=XS`)).vendors).toEqual([{ value: 'Fresh Finds', count: 1 }]);
    const store = {
      vendorName: 'Fresher Finds',
      fullName: 'Vic Vendor',
      addressLine1: '1 Warehouse Road',
      city: 'Portland',
      postalCode: '97201',
      country: 'USA',
    };
    expect((await t.call('PUT', '/api/vendors/profile', { token: fresh.token, body: store })).statusCode).toBe(200);
    expect((await facets(`${shop}&size=XS`)).vendors).toEqual([
      { value: 'Fresher Finds', count: 1 },
      { value: 'Fresh Finds', count: 0 },
    ]);
    expect(await list(`/api/buyer/recommended?${shop}&size=XS`)).toEqual({ names: [], total: 0 });
    expect(await names('/api/buyer/recommended?vendor=Fresher%20Finds&size=XS')).toEqual(['Sand Tee']);
  });
});
