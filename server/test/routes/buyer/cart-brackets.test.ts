import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { chestChart, fitShop } from './fit-shop.js';

/** A fresh database of this file's own: the operator's share counts only the checkouts made here. */
const t = useTestApp();
const shop = fitShop(t);
const { call } = shop;

let buyer: TestUser;
let seller: TestUser;
let shirt: { productId: number; ids: Record<string, number> };

type Line = {
  cartId: string;
  size: string;
  colour: string | null;
  bracket?: { sizes: string[]; advisedSize: string | null; message: string };
};
const cart = async (who: TestUser) => (await call('GET', '/api/buyer/cart', who)).json() as Line[];
const add = async (who: TestUser, variantId: number, productId = shirt.productId) =>
  expect((await call('POST', '/api/buyer/cart/add', who, { productId, variantId, quantity: 1 })).statusCode).toBe(200);

beforeAll(async () => {
  buyer = await createBuyer(t);
  seller = await shop.vendor('Petite Lane', chestChart({ S: [76, 81], M: [81, 86], L: [86, 91] }));
  shirt = await shop.product(seller, ['S', 'M', 'L'], { productName: 'Oxford Button-Down Shirt' }, ['Navy', 'White']);
});

describe('GET /api/buyer/cart: lines of one product and colour in two or more sizes (bracketing)', () => {
  it('each say so, without advice until the buyer gives some', async () => {
    await add(buyer, shirt.ids['M/Navy'] as number);
    await add(buyer, shirt.ids['L/Navy'] as number);
    await add(buyer, shirt.ids['S/White'] as number);
    const lines = await cart(buyer);
    const bracket = {
      sizes: ['M', 'L'],
      advisedSize: null,
      message: 'You have M and L of this shirt: add your measurements to see which is likely your size',
    };
    expect(lines.map((l) => [l.size, l.colour, l.bracket])).toEqual([
      ['M', 'Navy', bracket],
      ['L', 'Navy', bracket],
      ['S', 'White', undefined],
    ]);
  });

  it('say which size is likely theirs once the passport knows', async () => {
    await call('PUT', '/api/buyer/fitProfile', buyer, { measurements: { chest: 88 } });
    const [first] = await cart(buyer);
    expect(first?.bracket).toEqual({
      sizes: ['M', 'L'],
      advisedSize: 'L',
      message: 'You have M and L of this shirt: your size here is likely L',
    });
  });

  it('stop saying so once one size is left', async () => {
    const res = await call('DELETE', '/api/buyer/cart/delete', buyer, { productId: shirt.productId, variantId: shirt.ids['M/Navy'] });
    expect(res.statusCode).toBe(200);
    expect((await cart(buyer)).every((l) => l.bracket === undefined)).toBe(true);
  });
});

describe('GET /api/admin/overview: the share of checkouts with bracketed lines', () => {
  it('counts each checkout once, whatever its vendors, and only sales', async () => {
    const admin = await createAdmin(t);
    const share = async () => (await call('GET', '/api/admin/overview', admin)).json().bracketedCheckoutShare;
    expect(await share()).toBe(0);
    // The cart as the tests above left it (L and S, two colours): no bracket.
    expect((await call('POST', '/api/buyer/cart/checkout', buyer)).statusCode).toBe(201);
    expect(await share()).toBe(0);
    // Bracketed, and with a second vendor's line: one checkout of two orders.
    const other = await shop.vendor('Another Shop');
    const socks = await shop.product(other, ['M'], { productName: 'Cotton Tee' });
    await add(buyer, shirt.ids['S/Navy'] as number);
    await add(buyer, shirt.ids['M/Navy'] as number);
    await add(buyer, socks.ids.M as number, socks.productId);
    const placed = await call('POST', '/api/buyer/cart/checkout', buyer);
    expect(placed.json().orderIds).toHaveLength(2);
    expect(await share()).toBe(50);
    const third = await createBuyer(t);
    await add(third, shirt.ids['L/White'] as number);
    expect((await call('POST', '/api/buyer/cart/checkout', third)).statusCode).toBe(201);
    expect(await share()).toBe(33.3);
  });
});
