import type { ProductSummary } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { createAdmin, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp({ cacheSeconds: 0 });

const slugOf = async (vendor: TestUser): Promise<string> => {
  const [row] = await queryRows<{ shop_slug: string }>(t.db, sql`select shop_slug from users where id = ${vendor.id}`);
  return row?.shop_slug as string;
};

const rename = (vendor: TestUser, vendorName: string) =>
  t.call('PUT', '/api/vendors/profile', {
    token: vendor.token,
    body: { vendorName, fullName: 'Vic Vendor', addressLine1: '1 Warehouse Road', city: 'Portland', postalCode: '97201', country: 'USA' },
  });

/** Reviews by `buyer`: each product with its rating. */
async function rate(buyer: TestUser, ratings: [productId: number, rating: number][]) {
  for (const [productId, rating] of ratings) {
    const res = await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId, rating, comment: 'Fine' } });
    expect(res.statusCode).toBe(201);
  }
}

describe('shop slugs', () => {
  it('are made from the store name, one per shop whatever the case, accents or Unicode form', async () => {
    const cafe = await createVendor(t, { vendorName: 'Café  Crème & Co.' });
    expect(await slugOf(cafe)).toBe('cafe-creme-co');
    // Another name with the same letters once accents and case are gone gets a number.
    const plain = await createVendor(t, { vendorName: 'CAFE creme co' });
    expect(await slugOf(plain)).toBe('cafe-creme-co-2');
    const wide = await createVendor(t, { vendorName: 'ｃａｆｅ—crème—co' });
    expect(await slugOf(wide)).toBe('cafe-creme-co-3');
    expect(await slugOf(await createVendor(t, { vendorName: 'Ørsted Straße' }))).toBe('orsted-strasse');
    // Nothing ASCII left: a number keeps each apart.
    const tokyo = await slugOf(await createVendor(t, { vendorName: '東京' }));
    const osaka = await slugOf(await createVendor(t, { vendorName: '大阪' }));
    expect(tokyo).toMatch(/^shop(-\d+)?$/);
    expect(osaka).toMatch(/^shop(-\d+)?$/);
    expect(osaka).not.toBe(tokyo);
    // Buyers have no shop.
    const buyer = await createBuyer(t);
    expect(await slugOf(buyer)).toBeNull();
  });

  it('are told apart when two shops with the same letters register at once', async () => {
    const [a, b] = await Promise.all([createVendor(t, { vendorName: 'Twin Peaks' }), createVendor(t, { vendorName: 'TWIN  peaks!' })]);
    expect([await slugOf(a), await slugOf(b)].sort()).toEqual(['twin-peaks', 'twin-peaks-2']);
  });

  it('stay when a rename keeps the letters, move with a new name, and the old one redirects for good', async () => {
    const vendor = await createVendor(t, { vendorName: 'Harbour Knits' });
    expect(await slugOf(vendor)).toBe('harbour-knits');
    expect((await rename(vendor, 'HARBOUR knits')).statusCode).toBe(200);
    expect(await slugOf(vendor)).toBe('harbour-knits');

    expect((await rename(vendor, 'Quay Wool')).statusCode).toBe(200);
    expect(await slugOf(vendor)).toBe('quay-wool');
    const old = await t.call('GET', '/api/shops/harbour-knits');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/shops/quay-wool');
    const now = await t.call('GET', '/api/shops/quay-wool');
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ slug: 'quay-wool', vendorName: 'Quay Wool' });

    // Nobody else can take the old slug: a new 'Harbour Knits' gets another.
    const newcomer = await createVendor(t, { vendorName: 'Harbour Knits' });
    expect(await slugOf(newcomer)).toBe('harbour-knits-2');
    expect((await t.call('GET', '/api/shops/harbour-knits')).headers.location).toBe('/api/shops/quay-wool');
    // Back to the first name: its own old slug again.
    expect((await rename(vendor, 'Harbour-Knits')).statusCode).toBe(200);
    expect(await slugOf(vendor)).toBe('harbour-knits');
  });
});

describe('GET /api/shops/{slug}', () => {
  it("answers the shop's name, rating over its live products, product count and return policy", async () => {
    const vendor = await createVendor(t, { vendorName: 'Linen Loft' });
    const buyer = await createBuyer(t);
    const a = await createProduct(t, vendor, { productName: 'Loft Shirt' });
    const b = await createProduct(t, vendor, { productName: 'Loft Dress' });
    await rate(buyer, [
      [a.productId, 5],
      [b.productId, 2],
    ]);
    await t.db.execute(sql`update users set return_days = 45 where id = ${vendor.id}`);
    const res = await t.call('GET', '/api/shops/linen-loft');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: 'linen-loft',
      vendorName: 'Linen Loft',
      averageRating: 3.5,
      reviewCount: 2,
      productCount: 2,
      returnDays: 45,
    });

    // The cards of its products link to it, in plain and filtered lists alike.
    const cards: ProductSummary[] = (await t.call('GET', '/api/buyer/selected?category=female&limit=100')).json();
    expect(cards.find((c) => c.productId === a.productId)?.vendorSlug).toBe('linen-loft');
    const filtered: ProductSummary[] = (await t.call('GET', '/api/buyer/selected?category=female&vendor=Linen%20Loft')).json();
    expect(filtered.map((c) => c.vendorSlug)).toEqual(['linen-loft', 'linen-loft']);
    expect((await t.call('GET', `/api/buyer/product/${a.productId}`)).json().vendorSlug).toBe('linen-loft');
  });

  it('answers 404 for a slug no shop had and 400 for one that cannot be a slug', async () => {
    const none = await t.call('GET', '/api/shops/no-such-shop');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This shop is not available');
    expect((await t.call('GET', '/api/shops/Bad%20Slug')).statusCode).toBe(400);
  });

  it("answers a suspended shop's slugs, old and new, as a slug no shop had, naming nothing; reactivated, it is back", async () => {
    const admin = await createAdmin(t);
    const vendor = await createVendor(t, { vendorName: 'Shutter Lane' });
    await createProduct(t, vendor, { productName: 'Shutter Coat' });
    expect((await rename(vendor, 'Shutter Row')).statusCode).toBe(200);
    const setStatus = (status: string) => t.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status } });
    const unknown = await t.call('GET', '/api/shops/no-shop-had-this');

    expect((await setStatus('suspended')).statusCode).toBe(200);
    for (const slug of ['shutter-row', 'shutter-lane']) {
      const res = await t.call('GET', `/api/shops/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      // No redirect to the slug it has now, and nothing of its name.
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toMatch(/shutter/i);
    }

    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/shops/shutter-row')).json()).toMatchObject({ vendorName: 'Shutter Row', productCount: 1 });
    expect((await t.call('GET', '/api/shops/shutter-lane')).headers.location).toBe('/api/shops/shutter-row');
  });

  it("counts and rates only the products buyers see: a product the operator hid leaves the shop's head", async () => {
    const admin = await createAdmin(t);
    const vendor = await createVendor(t, { vendorName: 'Veiled Goods' });
    const buyer = await createBuyer(t);
    const kept = await createProduct(t, vendor, { productName: 'Veiled Shawl' });
    const hidden = await createProduct(t, vendor, { productName: 'Veiled Hat' });
    await rate(buyer, [
      [kept.productId, 4],
      [hidden.productId, 1],
    ]);
    const hide = await t.call('PUT', `/api/admin/products/${hidden.productId}`, { token: admin.token, body: { hidden: true } });
    expect(hide.statusCode).toBe(200);
    expect((await t.call('GET', '/api/shops/veiled-goods')).json()).toMatchObject({ productCount: 1, reviewCount: 1, averageRating: 4 });
  });
});

describe('the OpenAPI document', () => {
  it('describes the wishlist, stock alerts and shop pages', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/buyer/wishlist/{productId}']).sort()).toEqual(['delete', 'put']);
    expect(doc.paths['/api/buyer/wishlist'].get.tags).toEqual(['wishlist']);
    const listed = doc.paths['/api/buyer/wishlist'].get.responses['200'].content['application/json'].schema;
    expect(listed.items.properties).toHaveProperty('inStock');
    expect(Object.keys(doc.paths['/api/buyer/stock-alerts/{variantId}']).sort()).toEqual(['delete', 'put']);
    expect(doc.paths['/api/buyer/stock-alerts'].get.responses['200']).toBeDefined();
    const shop = doc.paths['/api/shops/{slug}'].get;
    expect(Object.keys(shop.responses)).toEqual(expect.arrayContaining(['200', '301', '404']));
    expect(Object.keys(shop.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['slug', 'vendorName', 'averageRating', 'reviewCount', 'returnDays']),
    );
  });
});
