import { API_MESSAGES, cartTotals, VALIDATION } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { cartVersion, cartVersionSql, type VersionedLine } from '../../../src/domain/cart/cart-version.js';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, stockOf, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendorA: TestUser;
let vendorB: TestUser;

beforeAll(async () => {
  vendorA = await createVendor(t, { vendorName: 'Version Vests' });
  vendorB = await createVendor(t, { vendorName: 'Version Boots' });
});

const etagOf = async (buyer: TestUser): Promise<string> => {
  const res = await t.call('GET', '/api/buyer/cart', { token: buyer.token });
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  return String(etag);
};

const ordersOf = async (buyer: TestUser) => (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json() as unknown[];

const checkoutWith = (buyer: TestUser, headers: Record<string, string>, body?: unknown) =>
  t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, headers, body });

describe('cart version (ETag)', () => {
  it('changes on every add, quantity change, remove and vendor deletion, and only then', async () => {
    const buyer = await createBuyer(t);
    const a = await createProduct(t, vendorA, { stockQuantity: 9 });
    const b = await createProduct(t, vendorB, { stockQuantity: 9 });
    const seen = [await etagOf(buyer)];
    expect(await etagOf(buyer)).toBe(seen[0]);

    await addToCart(t, buyer, a.productId, 1);
    seen.push(await etagOf(buyer));
    await addToCart(t, buyer, a.productId, 1);
    seen.push(await etagOf(buyer));
    await addToCart(t, buyer, b.productId, 2);
    seen.push(await etagOf(buyer));
    const put = await t.call('PUT', '/api/buyer/cart/quantity', { token: buyer.token, body: { productId: b.productId, quantity: 3 } });
    expect(put.statusCode).toBe(200);
    seen.push(await etagOf(buyer));
    await t.call('DELETE', '/api/buyer/cart/delete', { token: buyer.token, body: { productId: a.productId } });
    seen.push(await etagOf(buyer));
    // Removing a line and adding it back is a new line: the version does not come back.
    await addToCart(t, buyer, a.productId, 2);
    seen.push(await etagOf(buyer));
    await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendorB.token, body: { productId: b.productId } });
    seen.push(await etagOf(buyer));
    expect(new Set(seen).size).toBe(seen.length);

    // A price or stock change is not a cart change (checkout checks those itself).
    const stable = await etagOf(buyer);
    await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendorA.token,
      body: {
        productId: a.productId,
        productName: 'Repriced',
        description: 'A repriced product.',
        price: 12.34,
        category: 'female',
        subcategory: 'clothing',
        stockQuantity: 4,
        imageUrl: '',
      },
    });
    expect(await etagOf(buyer)).toBe(stable);
  });

  it("refuses a stale If-Match with 409 'Your cart has changed' and the cart as it stands, ordering nothing", async () => {
    const buyer = await createBuyer(t);
    const heels = await createProduct(t, vendorA, { productName: 'Stale Heels', stockQuantity: 5 });
    const sandals = await createProduct(t, vendorB, { productName: 'Stale Sandals', stockQuantity: 5 });
    const shorts = await createProduct(t, vendorB, { productName: 'Stale Shorts', stockQuantity: 5 });
    await addToCart(t, buyer, heels.productId, 1);
    await addToCart(t, buyer, sandals.productId, 2);
    const tabA = await etagOf(buyer);
    // Tab B: removes the heels, adds shorts.
    await t.call('DELETE', '/api/buyer/cart/delete', { token: buyer.token, body: { productId: heels.productId } });
    await addToCart(t, buyer, shorts.productId, 1);

    const res = await checkoutWith(buyer, { 'if-match': tabA });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.cartChanged);
    expect(res.json().cart.map((l: { productName: string; quantity: number }) => [l.productName, l.quantity])).toEqual([
      ['Stale Sandals', 2],
      ['Stale Shorts', 1],
    ]);
    expect(res.headers.etag).toBe(await etagOf(buyer));
    expect(res.json().cartVersion).toBe(res.headers.etag);
    expect(await ordersOf(buyer)).toEqual([]);
    expect([await stockOf(t, sandals.productId), await stockOf(t, shorts.productId)]).toEqual([5, 5]);
    expect(await cartOf(t, buyer)).toHaveLength(2);
  });

  it('places the orders when If-Match (and expectedTotal) match, in any of its spellings', async () => {
    const spellings = [(tag: string) => tag, (tag: string) => `W/${tag}`, (tag: string) => `"nope", ${tag}`, () => '*'];
    for (const spell of spellings) {
      const buyer = await createBuyer(t);
      const p = await createProduct(t, vendorA, { price: 10, stockQuantity: 5 });
      await addToCart(t, buyer, p.productId, 2);
      const ifMatch = spell(await etagOf(buyer));
      const cart = await cartOf(t, buyer);
      const total = cartTotals(
        cart.map((l: { unitPrice: number; quantity: number }) => ({ price: l.unitPrice, quantity: l.quantity })),
      ).total;
      const res = await checkoutWith(buyer, { 'if-match': ifMatch }, { expectedTotal: total });
      expect([res.statusCode, ifMatch]).toEqual([201, ifMatch]);
      expect(await stockOf(t, p.productId)).toBe(3);
      expect(await cartOf(t, buyer)).toEqual([]);
    }
  });

  it('keeps spec clients working: no If-Match, no body', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendorA, { stockQuantity: 5 });
    await addToCart(t, buyer, p.productId, 1);
    await etagOf(buyer);
    await addToCart(t, buyer, p.productId, 1); // the cart changed, but this client never asked about versions
    const res = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t, p.productId)).toBe(3);
  });

  it('refuses a cart whose product the vendor deleted since the buyer saw it', async () => {
    const buyer = await createBuyer(t);
    const kept = await createProduct(t, vendorA, { productName: 'Kept Kaftan', stockQuantity: 5 });
    const gone = await createProduct(t, vendorB, { productName: 'Gone Gilet', stockQuantity: 5 });
    await addToCart(t, buyer, kept.productId, 1);
    await addToCart(t, buyer, gone.productId, 1);
    const seen = await etagOf(buyer);
    await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendorB.token, body: { productId: gone.productId } });
    const res = await checkoutWith(buyer, { 'if-match': seen });
    expect([res.statusCode, res.json().message]).toEqual([409, API_MESSAGES.cartChanged]);
    expect(res.json().cart).toMatchObject([
      { productName: 'Kept Kaftan', available: true, availabilityStatus: 'In Stock' },
      {
        productName: 'Gone Gilet',
        available: false,
        availabilityStatus: 'No longer available',
        stockQuantity: 0,
        vendorName: 'Version Boots',
      },
    ]);
    expect(await ordersOf(buyer)).toEqual([]);

    // Seen as it now is, the cart checks out its available line and clears the other.
    const ok = await checkoutWith(buyer, { 'if-match': await etagOf(buyer) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().orderIds).toHaveLength(1);
    expect(await stockOf(t, kept.productId)).toBe(4);
    expect(await cartOf(t, buyer)).toEqual([]);
  });

  it.each([
    [{ expectedTotal: 'twelve' }, VALIDATION.expectedTotalInvalid],
    [{ expectedTotal: -1 }, VALIDATION.expectedTotalInvalid],
  ])('validates the body %#', async (body, message) => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendorA, { stockQuantity: 5 });
    await addToCart(t, buyer, p.productId, 1);
    const res = await checkoutWith(buyer, {}, body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await stockOf(t, p.productId)).toBe(5);
  });
});

describe("the cart's version worked out by the database (card checkout's one statement)", () => {
  it('is the same as the server works out, for empty carts, deleted lines and many lines in any order', async () => {
    // A fixed walk through line ids, products, sizes, quantities and availability (no randomness in tests).
    const carts: VersionedLine[][] = [[]];
    for (let n = 1; n <= 12; n++) {
      carts.push(
        Array.from({ length: n }, (_, i) => ({
          cartId: ((n * 7919 + i * 104_729) % 100_000) + 1,
          productId: (i * 31 + n) % 997,
          variantId: i * 1_000_003 + n,
          quantity: (i % 5) + 1,
          available: (i + n) % 4 !== 0,
        })).filter((l, i, all) => all.findIndex((o) => o.cartId === l.cartId) === i),
      );
    }
    for (const lines of carts) {
      const values = lines.length
        ? sql`values ${sql.join(
            lines.map(
              (l) => sql`(${l.cartId}::int, ${l.productId}::int, ${l.variantId}::int, ${l.quantity}::int, ${l.available}::boolean)`,
            ),
            sql`, `,
          )}`
        : sql`select null::int, null::int, null::int, null::int, null::boolean where false`;
      const [row] = await queryRows<{ version: string }>(
        t.db,
        sql`with lines("cartId", "productId", "variantId", quantity, available) as (${values}) select ${cartVersionSql(sql`lines`)} as version`,
      );
      expect(row?.version).toBe(cartVersion(lines));
    }
  });
});
