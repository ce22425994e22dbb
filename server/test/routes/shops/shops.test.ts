import { type ProductSummary, SHOP_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { createAdmin, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { dbChecksum } from '../../db-checksum.js';
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

  it('stay when a rename keeps the letters, move with a new name; the old one redirects, and comes back with its name', async () => {
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
    // Back to the first name: its own old slug again, and the one it left redirects.
    expect((await rename(vendor, 'Harbour-Knits')).statusCode).toBe(200);
    expect(await slugOf(vendor)).toBe('harbour-knits');
    expect((await t.call('GET', '/api/shops/quay-wool')).headers.location).toBe('/api/shops/harbour-knits');
  });
});

describe('shop addresses given up (decision 208)', () => {
  const shop = async (slug: string) => t.call('GET', `/api/shops/${slug}`);
  const profileOf = async (vendor: TestUser) => (await t.call('GET', '/api/vendors/profile', { token: vendor.token })).json();
  /** Moves a shop's given-up slugs and address changes back in time, as if they were made `days` ago. */
  const ago = async (vendor: TestUser, days: number, slug?: string) => {
    await t.db.execute(sql`update shop_slugs set released_at = now() - make_interval(days => ${days})
      where vendor_id = ${vendor.id} and released_at is not null ${slug ? sql`and slug = ${slug}` : sql``}`);
    await t.db.execute(sql`update shop_renames set at = now() - make_interval(days => ${days})
      where vendor_id = ${vendor.id} ${slug ? sql`and from_slug = ${slug}` : sql``}`);
  };

  it('passes to the next shop whose name makes it: the brand that registers gets /shop/<brand>, and the old redirect ends', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const squatter = await createVendor(t, { vendorName: `Squat ${tag}` });
    expect((await rename(squatter, `BrandQ ${tag}`)).statusCode).toBe(200);
    expect((await rename(squatter, `Other ${tag}`)).statusCode).toBe(200);
    expect((await shop(`brandq-${tag}`)).headers.location).toBe(`/api/shops/other-${tag}`);

    const brand = await createVendor(t, { vendorName: `BrandQ ${tag}` });
    expect(await slugOf(brand)).toBe(`brandq-${tag}`);
    const page = await shop(`brandq-${tag}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: `brandq-${tag}`, vendorName: `BrandQ ${tag}` });
    // The squatter keeps its own address and its first one; the brand's left its list.
    expect((await shop(`other-${tag}`)).json()).toMatchObject({ vendorName: `Other ${tag}` });
    expect((await profileOf(squatter)).oldAddresses.map((a: { slug: string }) => a.slug)).toEqual([`squat-${tag}`]);

    // A rename takes one given up too.
    const renamer = await createVendor(t, { vendorName: `Renamer ${tag}` });
    expect((await rename(squatter, `Third ${tag}`)).statusCode).toBe(200);
    expect((await rename(renamer, `Other ${tag}`)).statusCode).toBe(200);
    expect(await slugOf(renamer)).toBe(`other-${tag}`);
    expect((await shop(`other-${tag}`)).json()).toMatchObject({ vendorName: `Other ${tag}` });
    expect((await shop(`other-${tag}`)).statusCode).toBe(200);
  });

  it('redirects for 30 days after it was given up, then answers as a slug no shop had; the profile says until when', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const vendor = await createVendor(t, { vendorName: `Early ${tag}` });
    const before = Date.now();
    expect((await rename(vendor, `Later ${tag}`)).statusCode).toBe(200);
    const profile = await profileOf(vendor);
    expect(profile.shopSlug).toBe(`later-${tag}`);
    expect(profile.oldAddresses).toHaveLength(1);
    expect(profile.oldAddresses[0].slug).toBe(`early-${tag}`);
    const until = Date.parse(profile.oldAddresses[0].redirectsUntil);
    expect(until - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 5_000);
    expect(until - before).toBeLessThan(30 * 86_400_000 + 60_000);

    await ago(vendor, 29);
    expect((await shop(`early-${tag}`)).headers.location).toBe(`/api/shops/later-${tag}`);
    await ago(vendor, 31);
    const gone = await shop(`early-${tag}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This shop is not available');
    expect((await profileOf(vendor)).oldAddresses).toEqual([]);
  });

  it('moves at most 3 times in 30 days: the 4th answers 429 with the date and changes nothing; a new case still saves', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const vendor = await createVendor(t, { vendorName: `One ${tag}` });
    for (const name of ['Two', 'Three', 'Four']) expect((await rename(vendor, `${name} ${tag}`)).statusCode).toBe(200);
    const before = await dbChecksum(t.db);
    const refused = await rename(vendor, `Five ${tag}`);
    expect(refused.statusCode).toBe(429);
    const [first] = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select at from shop_renames where vendor_id = ${vendor.id} order by at, id limit 1`,
    );
    const from = new Date(new Date(first?.at as string).getTime() + 30 * 86_400_000).toISOString();
    expect(refused.json().message).toBe(SHOP_TEXTS.addressMovedTooOften(from));
    expect(refused.json().message).toMatch(
      /^Your shop's address can change at most 3 times in 30 days\. A store name that changes it can be saved from [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 86_400);
    expect(await dbChecksum(t.db)).toBe(before);
    expect(await slugOf(vendor)).toBe(`four-${tag}`);
    // A name that keeps the address is no move.
    expect((await rename(vendor, `FOUR ${tag}`)).statusCode).toBe(200);
  });

  it('keeps the 3 latest: a 4th move (the window passed) drops the oldest, which then answers as no shop', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const vendor = await createVendor(t, { vendorName: `Alpha ${tag}` });
    for (const name of ['Beta', 'Gamma', 'Delta']) expect((await rename(vendor, `${name} ${tag}`)).statusCode).toBe(200);
    // The moves left the 30-day window; the addresses they gave up still redirect.
    await t.db.execute(sql`update shop_renames set at = now() - interval '31 days' where vendor_id = ${vendor.id}`);
    expect((await rename(vendor, `Epsilon ${tag}`)).statusCode).toBe(200);
    expect((await shop(`alpha-${tag}`)).statusCode).toBe(404);
    for (const name of ['beta', 'gamma', 'delta'])
      expect((await shop(`${name}-${tag}`)).headers.location).toBe(`/api/shops/epsilon-${tag}`);
    expect((await profileOf(vendor)).oldAddresses.map((a: { slug: string }) => a.slug)).toEqual([
      `delta-${tag}`,
      `gamma-${tag}`,
      `beta-${tag}`,
    ]);
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
