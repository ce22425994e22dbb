import { COUPON_TEXTS, SHIPPING_TEXTS, type ShippingProfile } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createAdmin, createBuyer, createProduct, createVendor, productPayload, type TestUser } from '../../factories.js';
import { fakeClock } from '../../fake-clock.js';
import { useTestApp } from '../../test-app.js';

// A Friday afternoon: business days start on the Monday after.
const clock = fakeClock(Date.parse('2026-11-27T15:00:00Z'));
const t = useTestApp({ now: clock.now });

const withExpress: ShippingProfile = {
  processingDays: 1,
  standard: { firstItem: 5, additionalItem: 1.5, transitDays: [2, 4] },
  express: { firstItem: 15, additionalItem: 3, transitDays: [1, 1] },
  freeOver: 100,
};

let fast: TestUser;
let plain: TestUser;
let fastShirt: number;
let plainCap: number;

beforeAll(async () => {
  fast = await createVendor(t, { vendorName: 'Fast Fashion Co' }, withExpress);
  plain = await createVendor(t, { vendorName: 'Plain Caps' }, null);
  fastShirt = (await createProduct(t, fast, { productName: 'Quote Shirt', price: 30, stockQuantity: 20 })).productId;
  plainCap = (await createProduct(t, plain, { productName: 'Quote Cap', price: 20, stockQuantity: 20 })).productId;
});

const quote = (buyer: TestUser, query = '') => t.call('GET', `/api/buyer/cart/quote${query}`, { token: buyer.token });

describe('the cart quote (GET /api/buyer/cart/quote)', () => {
  it('prices each shop’s parcel: fees per unit, free-delivery gap, dates in business days, totals with tax on goods only', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, fastShirt, 2);
    await addToCart(t, buyer, plainCap, 1);
    const res = await quote(buyer);
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.parcels).toHaveLength(2);
    const [a, b] = q.parcels;
    expect(a).toMatchObject({
      vendorId: String(fast.id),
      vendorName: 'Fast Fashion Co',
      subtotal: 60,
      discount: 0,
      shippingMethod: 'standard',
      shipping: 6.5,
      freeShippingRemaining: 40,
      tax: 4.8,
      shippingOptions: [
        // 1 processing + 2–4 transit business days from Friday 27 November.
        { method: 'standard', fee: 6.5, deliveryFrom: '2026-12-02', deliveryTo: '2026-12-04' },
        { method: 'express', fee: 18, deliveryFrom: '2026-12-01', deliveryTo: '2026-12-01' },
      ],
    });
    expect(a.lines).toEqual([
      expect.objectContaining({ productId: String(fastShirt), productName: 'Quote Shirt', quantity: 2, unitPrice: 30, discount: 0 }),
    ]);
    // A new shop's defaults: $4.95, 2 + 2–5 business days, free over $75.
    expect(b).toMatchObject({
      vendorName: 'Plain Caps',
      shipping: 4.95,
      freeShippingRemaining: 55,
      shippingOptions: [{ method: 'standard', fee: 4.95, deliveryFrom: '2026-12-03', deliveryTo: '2026-12-08' }],
    });
    expect(q).toMatchObject({ coupon: null, subtotal: 80, discount: 0, shipping: 11.45, tax: 6.4, total: 97.85 });
  });

  it('delivers for nothing from the threshold on, and charges express when chosen', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, fastShirt, 4);
    const free = (await quote(buyer)).json();
    expect(free.parcels[0]).toMatchObject({ subtotal: 120, shipping: 0, freeShippingRemaining: 0 });
    expect(free.total).toBe(129.6);

    const express = (await quote(buyer, `?shipping[${fast.id}]=express`)).json();
    expect(express.parcels[0]).toMatchObject({ shippingMethod: 'express', shipping: 24, freeShippingRemaining: 0 });
    expect(express).toMatchObject({ shipping: 24, tax: 9.6, total: 153.6 });
  });

  it('refuses express from a shop without it, an unknown method and a code that does not exist (400)', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, plainCap, 1);
    const noExpress = await quote(buyer, `?shipping[${plain.id}]=express`);
    expect(noExpress.statusCode).toBe(400);
    expect(noExpress.json().message).toBe(SHIPPING_TEXTS.noExpress);
    const unknown = await quote(buyer, `?shipping[${plain.id}]=pigeon`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Delivery must be standard or express');
    const code = await quote(buyer, '?couponCode=nope10');
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe(COUPON_TEXTS.unknown);
  });

  it('takes a code limited to a category off that category’s lines only', async () => {
    const admin = await createAdmin(t);
    const code = `WOMEN${Date.now() % 100000}`;
    const made = await t.call('POST', '/api/admin/coupons', {
      token: admin.token,
      body: { code, kind: 'percent', value: 10, categories: ['female'] },
    });
    expect(made.statusCode).toBe(201);
    const mens = (await createProduct(t, fast, { productName: 'Quote Men Shirt', price: 40, categoryName: 'male' })).productId;
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, fastShirt, 1);
    await addToCart(t, buyer, mens, 1);
    const q = (await quote(buyer, `?couponCode=${code}`)).json();
    expect(q.coupon).toEqual({ code, discount: 3, message: COUPON_TEXTS.applied(3) });
    expect(q.parcels[0].lines.map((l: { productName: string; discount: number }) => [l.productName, l.discount])).toEqual(
      expect.arrayContaining([
        ['Quote Shirt', 3],
        ['Quote Men Shirt', 0],
      ]),
    );
    // A cart of men’s lines only: the code has nothing to take off.
    const other = await createBuyer(t);
    await addToCart(t, other, mens, 1);
    const none = await quote(other, `?couponCode=${code}`);
    expect([none.statusCode, none.json().message]).toEqual([400, COUPON_TEXTS.notForItems]);
  });

  it('leaves a sold-out line out, as the cart leaves it out of its total', async () => {
    const buyer = await createBuyer(t);
    const scarf = await createProduct(t, plain, { productName: 'Gone Scarf', price: 20, stockQuantity: 5 });
    await addToCart(t, buyer, plainCap, 1);
    await addToCart(t, buyer, scarf.productId, 2);
    const emptied = await t.call('PUT', '/api/vendors/updateProduct', {
      token: plain.token,
      body: { productId: scarf.productId, ...productPayload({ productName: 'Gone Scarf', price: 20, stockQuantity: 0 }) },
    });
    expect(emptied.statusCode).toBe(200);
    const q = (await quote(buyer)).json();
    expect(q.parcels.map((p: { lines: { productName: string }[] }) => p.lines.map((l) => l.productName))).toEqual([['Quote Cap']]);
    // $20 cap, $4.95 delivery, 8% tax on the goods: $26.55.
    expect([q.subtotal, q.shipping, q.tax, q.total]).toEqual([20, 4.95, 1.6, 26.55]);
  });

  it('answers an empty quote for an empty cart, and only to buyers', async () => {
    const buyer = await createBuyer(t);
    expect((await quote(buyer)).json()).toEqual({ parcels: [], coupon: null, subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 });
    expect((await t.call('GET', '/api/buyer/cart/quote', { token: fast.token })).statusCode).toBe(403);
  });
});
