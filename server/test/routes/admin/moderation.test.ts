import { ADMIN_MESSAGES, API_MESSAGES, MODERATION_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { dbChecksum } from '../../db-checksum.js';
import {
  addToCart,
  cartOf,
  checkout,
  createAdmin,
  createBuyer,
  createProduct,
  createProductWithVariants,
  createVendor,
  productPayload,
  type TestUser,
} from '../../factories.js';
import { staleRatings } from '../../ratings.js';
import { type TestApp, useTestApp } from '../../test-app.js';

const t = useTestApp();

let seq = 0;
/** A word no other product holds, so a search finds exactly the products named with it. */
const word = () => `Zephyr${'abcdefghij'[seq % 10]}${'klmnopqrst'[Math.floor(seq++ / 10) % 10]}ine`;

/** A coat in M black and L grey from `vendor`, named with a word of its own. */
async function coat(vendor: TestUser, name = `${word()} Coat`) {
  return createProductWithVariants(
    t,
    vendor,
    [
      { size: 'M', colour: 'Black', colourHex: '#111111', stockQuantity: 5 },
      { size: 'L', colour: 'Grey', colourHex: '#888888', stockQuantity: 5 },
    ],
    { productName: name, price: 80 },
  );
}

interface Seen {
  recommended: boolean;
  recommendedTotal: number;
  selected: boolean;
  selectedTotal: number;
  filtered: boolean;
  filteredTotal: number;
  searched: boolean;
  searchTotal: number;
  vendorFacet: number;
  sizeM: number;
  /** Sizes in a chosen colour: the size × colour count. */
  mInBlack: number;
  page: number;
}

const totalOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);
const ids = (res: { json(): unknown }) => (res.json() as { productId: number }[]).map((p) => p.productId);
const countOf = (list: { value: string; count: number }[], value: string) => list.find((v) => v.value === value)?.count ?? 0;

/** Everything a buyer (or a visitor) can see of one product and its shop. */
async function seen(app: TestApp, productId: number, name: string, store: string): Promise<Seen> {
  const searchTerm = name.split(' ')[0] as string;
  const [recommended, selected, filtered, searched, facets, inBlack, page] = await Promise.all([
    app.call('GET', '/api/buyer/recommended?limit=100'),
    app.call('GET', '/api/buyer/selected?category=female&limit=100'),
    app.call('GET', '/api/buyer/selected?category=female&size=M&limit=100'),
    app.call('GET', `/api/buyer/search?searchTerm=${searchTerm}`),
    app.call('GET', '/api/buyer/facets?category=female'),
    app.call('GET', '/api/buyer/facets?category=female&colour=black'),
    app.call('GET', `/api/buyer/product/${productId}`),
  ]);
  return {
    recommended: ids(recommended).includes(productId),
    recommendedTotal: totalOf(recommended),
    selected: ids(selected).includes(productId),
    selectedTotal: totalOf(selected),
    filtered: ids(filtered).includes(productId),
    filteredTotal: totalOf(filtered),
    searched: ids(searched).includes(productId),
    searchTotal: totalOf(searched),
    vendorFacet: countOf(facets.json().vendors, store),
    sizeM: countOf(facets.json().sizes, 'M'),
    mInBlack: countOf(inBlack.json().sizes, 'M'),
    page: page.statusCode,
  };
}

/** What `seen` answers once the product is gone: one fewer everywhere, its shop's facet empty, its page 404. */
const without = (before: Seen): Seen => ({
  recommended: false,
  recommendedTotal: before.recommendedTotal - 1,
  selected: false,
  selectedTotal: before.selectedTotal - 1,
  filtered: false,
  filteredTotal: before.filteredTotal - 1,
  searched: false,
  searchTotal: before.searchTotal - 1,
  vendorFacet: 0,
  sizeM: before.sizeM - 1,
  mInBlack: before.mInBlack - 1,
  page: 404,
});

const storeOf = async (vendor: TestUser) =>
  (await t.call('GET', '/api/vendors/profile', { token: vendor.token })).json().vendorName as string;
const setVendor = (admin: TestUser, vendorId: number, body: unknown) =>
  t.call('PUT', `/api/admin/vendors/${vendorId}`, { token: admin.token, body });
const audit = async (action: string, targetId: number) =>
  queryRows<{ actor: number; before: unknown; after: unknown }>(
    t.db,
    sql`select actor_id as actor, before, after from operator_audit where action = ${action} and target_id = ${targetId} order by id`,
  );

describe('PUT /api/admin/vendors/{id} { status } (docs/architecture.md#money-and-operator)', () => {
  it("takes a suspended shop's product out of every list, search, facet, size × colour count and product page, and reactivation brings it back", async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const store = await storeOf(vendor);
    const product = await coat(vendor);
    const before = await seen(t, product.productId, product.productName, store);
    expect(before).toMatchObject({ recommended: true, selected: true, filtered: true, searched: true, vendorFacet: 1, page: 200 });
    expect(before.searchTotal).toBe(1);

    const res = await setVendor(admin, vendor.id, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: vendor.id, status: 'suspended' });
    expect(await seen(t, product.productId, product.productName, store)).toEqual(without(before));
    expect((await t.call('GET', `/api/buyer/product/${product.productId}`)).json().message).toBe(API_MESSAGES.productNotFound);
    // The operator's list says so.
    const listed = (await t.call('GET', '/api/admin/vendors', { token: admin.token })).json();
    expect(listed.find((v: { id: number }) => v.id === vendor.id).status).toBe('suspended');

    expect((await setVendor(admin, vendor.id, { status: 'active' })).statusCode).toBe(200);
    expect(await seen(t, product.productId, product.productName, store)).toEqual(before);
  });

  it('audits a suspension and a reactivation with before and after, and a status it already has records nothing', async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    await setVendor(admin, vendor.id, { status: 'suspended' });
    await setVendor(admin, vendor.id, { status: 'suspended' });
    await setVendor(admin, vendor.id, { status: 'active' });
    expect(await audit('vendor.status', vendor.id)).toEqual([
      { actor: admin.id, before: { status: 'active' }, after: { status: 'suspended' } },
      { actor: admin.id, before: { status: 'suspended' }, after: { status: 'active' } },
    ]);
    const entries = (await t.call('GET', '/api/admin/audit?limit=5', { token: admin.token })).json();
    expect(entries[0]).toMatchObject({
      action: 'vendor.status',
      targetId: vendor.id,
      actorEmail: admin.email,
      after: { status: 'active' },
    });
  });

  it('sets the status and the commission rate each alone or together, leaving the other as it was', async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    expect((await setVendor(admin, vendor.id, { commissionPercent: 7 })).json()).toMatchObject({ status: 'active', commissionPercent: 7 });
    expect((await setVendor(admin, vendor.id, { status: 'suspended' })).json()).toMatchObject({
      status: 'suspended',
      commissionPercent: 7,
      effectiveCommissionPercent: 7,
    });
    expect((await setVendor(admin, vendor.id, { status: 'active', commissionPercent: null })).json()).toMatchObject({
      status: 'active',
      commissionPercent: null,
    });
    expect(await audit('vendor.commission', vendor.id)).toHaveLength(2);
    expect(await audit('vendor.status', vendor.id)).toHaveLength(2);
  });

  it('charges an order the override its shop had when it was placed', async () => {
    const [admin, vendor, buyer] = [await createAdmin(t), await createVendor(t), await createBuyer(t)];
    await setVendor(admin, vendor.id, { commissionPercent: 4 });
    const { productId } = await createProduct(t, vendor, { price: 20, stockQuantity: 5 });
    await addToCart(t, buyer, productId, 1);
    const [orderId] = await checkout(t, buyer);
    await setVendor(admin, vendor.id, { commissionPercent: 30 });
    const [row] = await queryRows<{ rate: number }>(t.db, sql`select commission_percent as rate from orders where id = ${orderId}`);
    expect(row?.rate).toBe(4);
  });

  it('refuses a status it does not know, an unknown shop and an empty change (4xx), changing nothing', async () => {
    const [admin, vendor, buyer] = [await createAdmin(t), await createVendor(t), await createBuyer(t)];
    const before = await dbChecksum(t.db);
    const bad = await setVendor(admin, vendor.id, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MODERATION_MESSAGES.statusInvalid);
    expect((await setVendor(admin, vendor.id, {})).json().message).toBe(ADMIN_MESSAGES.nothingToChange);
    const unknown = await setVendor(admin, 999_999, { status: 'suspended' });
    expect(unknown.statusCode).toBe(404);
    // A buyer is no shop.
    expect((await setVendor(admin, buyer.id, { status: 'suspended' })).statusCode).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });
});

describe("a suspended shop's own calls (decision 156)", () => {
  it("answer 403 'Your shop is suspended' for its catalogue, images, size charts and profile, and changes nothing", async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const { productId } = await createProduct(t, vendor);
    await setVendor(admin, vendor.id, { status: 'suspended' });
    const before = await dbChecksum(t.db);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/vendors/addProduct', productPayload()],
      ['PUT', '/api/vendors/updateProduct', { ...productPayload({ productName: 'Renamed' }), productId }],
      ['DELETE', '/api/vendors/deleteProduct', { productId }],
      [
        'PUT',
        '/api/vendors/profile',
        { vendorName: 'Another name', fullName: 'Vic', addressLine1: '1 Road', city: 'X', postalCode: '1', country: 'USA' },
      ],
      ['PUT', '/api/vendors/sizeCharts', { category: 'female', subcategory: 'clothes', rows: [] }],
      ['POST', '/api/vendors/uploadImage', {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'POST', url, { token: vendor.token, body });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 403,
        message: MODERATION_MESSAGES.shopSuspended,
      });
    }
    expect(await dbChecksum(t.db)).toBe(before);
    // Reads stay open: the shop sees its products, and its profile says it is suspended (its screens' banner).
    expect((await t.call('GET', '/api/vendors/products', { token: vendor.token })).statusCode).toBe(200);
    const profile = await t.call('GET', '/api/vendors/profile', { token: vendor.token });
    expect({ status: profile.statusCode, shopStatus: profile.json().shopStatus }).toEqual({ status: 200, shopStatus: 'suspended' });
    // Reactivated, it writes again.
    await setVendor(admin, vendor.id, { status: 'active' });
    expect((await t.call('GET', '/api/vendors/profile', { token: vendor.token })).json().shopStatus).toBe('active');
    expect((await t.call('POST', '/api/vendors/addProduct', { token: vendor.token, body: productPayload() })).statusCode).toBe(201);
  });

  it('go on for orders already placed: the shop ships, delivers and cancels them', async () => {
    const [admin, vendor, buyer] = [await createAdmin(t), await createVendor(t), await createBuyer(t)];
    const { productId } = await createProduct(t, vendor, { stockQuantity: 10 });
    await addToCart(t, buyer, productId, 1);
    const [first] = await checkout(t, buyer);
    await addToCart(t, buyer, productId, 1);
    const [second] = await checkout(t, buyer);
    await setVendor(admin, vendor.id, { status: 'suspended' });
    const move = (url: string, body: unknown) => t.call('PUT', `/api/vendors/${url}`, { token: vendor.token, body });
    expect((await move('updateOrderStatus', { orderId: first, status: 'processing' })).statusCode).toBe(200);
    expect((await move('markOrderAsDelivered', { orderId: first })).statusCode).toBe(200);
    expect((await move('cancelOrder', { orderId: second })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).statusCode).toBe(200);
  });
});

describe("a suspended shop's products in a buyer's cart", () => {
  it('cannot be added, show as no longer available, are left out of checkout, and come back with the shop', async () => {
    const [admin, vendor, other, buyer] = [await createAdmin(t), await createVendor(t), await createVendor(t), await createBuyer(t)];
    const { productId } = await createProduct(t, vendor, { stockQuantity: 5 });
    const { productId: otherId } = await createProduct(t, other, { stockQuantity: 5 });
    await addToCart(t, buyer, productId, 1);
    await setVendor(admin, vendor.id, { status: 'suspended' });

    const add = await t.call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId, quantity: 1 } });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe(API_MESSAGES.productNotFound);
    const [line] = await cartOf(t, buyer);
    expect(line).toMatchObject({ productId: String(productId), available: false });
    // Only the suspended shop's line: nothing to order, and the answer says so.
    const refused = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.emptyCart);
    // Reactivated, the line is back in the total and can be ordered.
    await setVendor(admin, vendor.id, { status: 'active' });
    expect((await cartOf(t, buyer))[0]).toMatchObject({ available: true });
    // Suspended again beside another shop's line: only the other shop's order is placed.
    await setVendor(admin, vendor.id, { status: 'suspended' });
    await addToCart(t, buyer, otherId, 1);
    const placed = await checkout(t, buyer);
    const vendors = await queryRows<{ vendor: number }>(
      t.db,
      sql`select vendor_id as vendor from orders where id in ${sql.raw(`(${placed.join(',')})`)}`,
    );
    expect(vendors).toEqual([{ vendor: other.id }]);
  });
});

describe('PUT /api/admin/products/{id} { hidden }', () => {
  it('takes a hidden product out of every list, search, facet and page like a suspended shop, and back when shown', async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const store = await storeOf(vendor);
    const product = await coat(vendor);
    const before = await seen(t, product.productId, product.productName, store);
    const res = await t.call('PUT', `/api/admin/products/${product.productId}`, { token: admin.token, body: { hidden: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: product.productId, hidden: true, shopSuspended: false, vendorName: store });
    expect(await seen(t, product.productId, product.productName, store)).toEqual(without(before));
    // The shop itself still lists it.
    const own = (await t.call('GET', '/api/vendors/products', { token: vendor.token })).json();
    expect(own.map((p: { productId: number }) => p.productId)).toContain(product.productId);

    await t.call('PUT', `/api/admin/products/${product.productId}`, { token: admin.token, body: { hidden: false } });
    expect(await seen(t, product.productId, product.productName, store)).toEqual(before);
    expect(await audit('product.hidden', product.productId)).toEqual([
      { actor: admin.id, before: { hidden: false }, after: { hidden: true } },
      { actor: admin.id, before: { hidden: true }, after: { hidden: false } },
    ]);
  });

  it('refuses a body without a boolean and an unknown product, changing nothing', async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const { productId } = await createProduct(t, vendor);
    const before = await dbChecksum(t.db);
    const bad = await t.call('PUT', `/api/admin/products/${productId}`, { token: admin.token, body: { hidden: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MODERATION_MESSAGES.hiddenRequired);
    const unknown = await t.call('PUT', '/api/admin/products/999999', { token: admin.token, body: { hidden: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MODERATION_MESSAGES.productNotFound);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('finds products by name, store or ID, paged with X-Total-Count, hidden ones marked', async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const name = word();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createProduct(t, vendor, { productName: `${name} Scarf ${i}` }));
    await t.call('PUT', `/api/admin/products/${made[1]?.productId}`, { token: admin.token, body: { hidden: true } });
    const page = await t.call('GET', `/api/admin/products?search=${name}&limit=2`, { token: admin.token });
    expect(totalOf(page)).toBe(3);
    expect(page.json().map((p: { name: string; hidden: boolean }) => [p.name, p.hidden])).toEqual([
      [`${name} Scarf 2`, false],
      [`${name} Scarf 1`, true],
    ]);
    const next = await t.call('GET', `/api/admin/products?search=${name}&limit=2&offset=2`, { token: admin.token });
    expect(next.json().map((p: { id: number }) => p.id)).toEqual([made[0]?.productId]);
    const byStore = await t.call('GET', `/api/admin/products?search=${encodeURIComponent(await storeOf(vendor))}`, { token: admin.token });
    expect(totalOf(byStore)).toBe(3);
    const byId = await t.call('GET', `/api/admin/products?search=${made[0]?.productId}`, { token: admin.token });
    expect(byId.json().map((p: { id: number }) => p.id)).toContain(made[0]?.productId);
    // A wildcard is only a character.
    expect(totalOf(await t.call('GET', '/api/admin/products?search=%25%25%25', { token: admin.token }))).toBe(0);
  });
});

describe('PUT /api/admin/reviews/{id} { hidden }', () => {
  it("takes a hidden review out of the product's reviews, count, average and fit counts, and back when shown", async () => {
    const [admin, vendor] = [await createAdmin(t), await createVendor(t)];
    const { productId } = await createProduct(t, vendor, { stockQuantity: 20 });
    const review = async (rating: number, fit: string) => {
      const buyer = await createBuyer(t);
      const res = await t.call('POST', '/api/buyer/addReview', {
        token: buyer.token,
        body: { productId, rating, comment: `Rated ${rating}`, fit },
      });
      return res.json().reviewId as number;
    };
    await review(5, 'true');
    const harsh = await review(1, 'small');
    const page = async () => (await t.call('GET', `/api/buyer/product/${productId}`)).json();
    const listed = async () =>
      (await t.call('GET', `/api/buyer/getReviews/${productId}`)).json().map((r: { reviewId: number }) => r.reviewId);
    expect(await page()).toMatchObject({ reviewCount: 2, averageRating: 3, fit: { small: 1, true: 1 } });
    expect(await listed()).toContain(harsh);

    const res = await t.call('PUT', `/api/admin/reviews/${harsh}`, { token: admin.token, body: { hidden: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: harsh, productId, rating: 1, hidden: true });
    expect(await page()).toMatchObject({ reviewCount: 1, averageRating: 5, fit: { small: 0, true: 1 } });
    expect(await listed()).not.toContain(harsh);
    expect(await staleRatings(t.db)).toEqual([]);

    await t.call('PUT', `/api/admin/reviews/${harsh}`, { token: admin.token, body: { hidden: false } });
    expect(await page()).toMatchObject({ reviewCount: 2, averageRating: 3, fit: { small: 1, true: 1 } });
    expect(await listed()).toContain(harsh);
    expect(await audit('review.hidden', harsh)).toEqual([
      { actor: admin.id, before: { hidden: false }, after: { hidden: true } },
      { actor: admin.id, before: { hidden: true }, after: { hidden: false } },
    ]);
    const entries = (await t.call('GET', '/api/admin/audit?limit=1', { token: admin.token })).json();
    expect(entries[0]).toMatchObject({ action: 'review.hidden', targetType: 'review', targetId: harsh });
  });

  it('finds reviews by words, paged, and refuses an unknown one', async () => {
    const [admin, vendor, buyer] = [await createAdmin(t), await createVendor(t), await createBuyer(t)];
    const { productId } = await createProduct(t, vendor);
    const words = word();
    await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId, rating: 2, comment: `Too ${words} for me` } });
    const found = await t.call('GET', `/api/admin/reviews?search=${words}`, { token: admin.token });
    expect(totalOf(found)).toBe(1);
    expect(found.json()[0]).toMatchObject({ productId, rating: 2, hidden: false, reviewerName: 'Bea Buyer' });
    const unknown = await t.call('PUT', '/api/admin/reviews/999999', { token: admin.token, body: { hidden: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MODERATION_MESSAGES.reviewNotFound);
  });
});

describe('the API docs', () => {
  it('show the moderation and suspension calls with their schemas', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(doc.paths['/api/admin/vendors/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('status');
    for (const path of ['/api/admin/products/{id}', '/api/admin/reviews/{id}']) {
      expect(doc.paths[path].put.requestBody.content['application/json'].schema.properties).toHaveProperty('hidden');
      expect(doc.paths[path].put.tags).toEqual(['admin']);
    }
    for (const path of ['/api/admin/products', '/api/admin/reviews'])
      expect(doc.paths[path].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'search']);
    expect(Object.keys(doc.paths['/api/admin/overview'].get.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['returnRate', 'payoutsDue', 'gmvByDay']),
    );
    // The vendor learns its shop's status from its profile.
    expect(doc.paths['/api/vendors/profile'].get.responses['200'].content['application/json'].schema.properties.shopStatus).toMatchObject({
      enum: ['active', 'suspended'],
    });
  });
});
