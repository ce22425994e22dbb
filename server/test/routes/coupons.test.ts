import { COUPON_TEXTS } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/** Shops' and the platform's coupons kept through the API (docs/architecture.md#shipping-and-promotions). */
const t = useTestApp();
let admin: TestUser;
let vendor: TestUser;
let other: TestUser;

beforeAll(async () => {
  [admin, vendor, other] = [await createAdmin(t), await createVendor(t), await createVendor(t)];
});

let n = 0;
const code = (prefix: string) => `${prefix}-${Date.now() % 100000}${n++}`;
const post = (who: TestUser, path: string, body: Record<string, unknown>) => t.call('POST', path, { token: who.token, body });

describe('a shop’s coupons', () => {
  it('are made, listed and switched off by their shop, in dollars, with their uses', async () => {
    const product = await createProduct(t, vendor);
    const made = await post(vendor, '/api/vendors/coupons', {
      code: code('spring').toLowerCase(),
      kind: 'amount',
      value: 12.5,
      minSubtotal: 50,
      productIds: [String(product.productId)],
    });
    expect(made.statusCode).toBe(201);
    const body = made.json();
    expect(body).toMatchObject({
      vendorId: String(vendor.id),
      kind: 'amount',
      value: 12.5,
      minSubtotal: 50,
      maxUsesPerBuyer: 1,
      productIds: [String(product.productId)],
      active: true,
      uses: 0,
      discountGiven: 0,
    });
    expect(body.code).toMatch(/^SPRING-/);
    const list = await t.call('GET', '/api/vendors/coupons', { token: vendor.token });
    expect(list.json().map((c: { couponId: string }) => c.couponId)).toContain(body.couponId);
    expect((await t.call('GET', '/api/vendors/coupons', { token: other.token })).json()).toEqual([]);
    const off = await t.call('PUT', `/api/vendors/coupons/${body.couponId}`, { token: vendor.token, body: { active: false } });
    expect(off.json()).toMatchObject({ couponId: body.couponId, active: false });
  });

  it('answer 404 for another shop’s coupon, and leave it as it was', async () => {
    const made = (await post(vendor, '/api/vendors/coupons', { code: code('MINE'), kind: 'percent', value: 10 })).json();
    const res = await t.call('PUT', `/api/vendors/coupons/${made.couponId}`, { token: other.token, body: { active: false } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(COUPON_TEXTS.notFound);
    const adminTry = await t.call('PUT', `/api/admin/coupons/${made.couponId}`, { token: admin.token, body: { active: false } });
    expect(adminTry.statusCode).toBe(404);
    const [still] = (await t.call('GET', '/api/vendors/coupons', { token: vendor.token })).json();
    expect(still).toMatchObject({ couponId: made.couponId, active: true });
  });

  it('may name only the shop’s own products', async () => {
    const theirs = await createProduct(t, other);
    const res = await post(vendor, '/api/vendors/coupons', {
      code: code('THEIRS'),
      kind: 'percent',
      value: 10,
      productIds: [String(theirs.productId)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COUPON_TEXTS.unknownProducts);
  });

  it('refuse bad input with the field’s message, and a code taken in any case with 409', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'AB', kind: 'percent', value: 10 }, COUPON_TEXTS.codeFormat],
      [{ code: 'NO SPACES', kind: 'percent', value: 10 }, COUPON_TEXTS.codeFormat],
      [{ code: code('KIND'), kind: 'bogus', value: 10 }, COUPON_TEXTS.kindRequired],
      [{ code: code('PCT'), kind: 'percent', value: 95 }, COUPON_TEXTS.percentRange],
      [{ code: code('AMT'), kind: 'amount', value: 0 }, COUPON_TEXTS.amountRange],
      [{ code: code('USES'), kind: 'percent', value: 5, maxUses: 0 }, COUPON_TEXTS.usesRange],
      [
        { code: code('DATE'), kind: 'percent', value: 5, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        COUPON_TEXTS.datesOrder,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(vendor, '/api/vendors/coupons', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const taken = code('TAKEN');
    expect((await post(vendor, '/api/vendors/coupons', { code: taken, kind: 'percent', value: 10 })).statusCode).toBe(201);
    for (const [who, path] of [
      [other, '/api/vendors/coupons'],
      [admin, '/api/admin/coupons'],
    ] as const) {
      const again = await post(who, path, { code: taken.toLowerCase(), kind: 'free_shipping' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(COUPON_TEXTS.codeTaken);
    }
  });
});

describe('the platform’s coupons', () => {
  it('are kept by an operator: shops and categories, never a buyer or a vendor', async () => {
    const made = await post(admin, '/api/admin/coupons', {
      code: code('PLAT'),
      kind: 'percent',
      value: 15,
      vendorIds: [String(vendor.id)],
      categories: ['female'],
      maxUses: 100,
      maxUsesPerBuyer: 2,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ vendorId: null, value: 15, vendorIds: [String(vendor.id)], categories: ['female'], maxUses: 100 });
    const listed = (await t.call('GET', '/api/admin/coupons', { token: admin.token })).json();
    expect(listed.map((c: { couponId: string }) => c.couponId)).toContain(made.json().couponId);
    expect(listed.every((c: { vendorId: string | null }) => c.vendorId === null)).toBe(true);
    const buyer = await createBuyer(t);
    expect((await t.call('GET', '/api/admin/coupons', { token: buyer.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/vendors/coupons', { token: buyer.token })).statusCode).toBe(403);
    const put = await t.call('PUT', `/api/admin/coupons/${made.json().couponId}`, { token: admin.token, body: { active: false } });
    expect(put.json().active).toBe(false);
    const bad = await t.call('PUT', '/api/admin/coupons/abc', { token: admin.token, body: { active: false } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COUPON_TEXTS.idInvalid);
  });
});
