import { API_MESSAGES, taxCents, toCents, fromCents } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, productPayload, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/** The buyer pays the price they saw: checkout takes the total shown and refuses one that moved. */
const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t);
});

const totalOf = (lines: { unitPrice: number; quantity: number }[]) => {
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.unitPrice) * l.quantity, 0);
  return fromCents(subtotal + taxCents(subtotal));
};
const reprice = (productId: number, price: number) =>
  t.call('PUT', '/api/vendors/updateProduct', {
    token: vendor.token,
    body: { productId, ...productPayload({ price, stockQuantity: 50 }) },
  });

describe('checkout with the total the buyer saw', () => {
  it('refuses with the new cart when the vendor raised a price after the cart was shown, and orders nothing', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { price: 10.8, stockQuantity: 50 });
    await addToCart(t, buyer, p.productId, 2);
    const shown = await cartOf(t, buyer);
    expect(totalOf(shown)).toBe(23.33);

    expect((await reprice(p.productId, 108_000 / 2)).statusCode).toBe(200);
    const res = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { expectedTotal: totalOf(shown) } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.pricesChanged);
    expect(res.json().cart).toEqual([
      expect.objectContaining({ productId: String(p.productId), unitPrice: 54_000, previousUnitPrice: 10.8 }),
    ]);
    expect((await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json()).toEqual([]);
    expect(await cartOf(t, buyer)).toHaveLength(1);

    // Checked out at the total now shown, it goes through.
    const ok = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { expectedTotal: totalOf(res.json().cart) } });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('goes through when the total is unchanged, and for spec clients that send none', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { price: 19.99, stockQuantity: 50 });
    await addToCart(t, buyer, p.productId, 3);
    const shown = await cartOf(t, buyer);
    expect(
      (await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { expectedTotal: totalOf(shown) } })).statusCode,
    ).toBe(201);
    await addToCart(t, buyer, p.productId, 1);
    const bare = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    expect(bare.statusCode, bare.body).toBe(201);
  });

  it('refuses a total that is not an amount of money, changing nothing', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { stockQuantity: 50 });
    await addToCart(t, buyer, p.productId, 1);
    for (const expectedTotal of [-1, 'ten', null]) {
      const res = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { expectedTotal } });
      expect(res.statusCode).toBe(400);
    }
    expect(await cartOf(t, buyer)).toHaveLength(1);
  });
});

describe('the cart says what changed since a line was added', () => {
  it('shows the price a line was added at beside its new price, and forgets it once added again', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { price: 30, stockQuantity: 50 });
    await addToCart(t, buyer, p.productId, 1);
    expect((await cartOf(t, buyer))[0].previousUnitPrice).toBeUndefined();
    await reprice(p.productId, 35);
    expect((await cartOf(t, buyer))[0]).toMatchObject({ unitPrice: 35, previousUnitPrice: 30 });
    await addToCart(t, buyer, p.productId, 1);
    expect((await cartOf(t, buyer))[0].previousUnitPrice).toBeUndefined();
  });
});
