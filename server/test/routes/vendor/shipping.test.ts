import { DEFAULT_SHIPPING_PROFILE, SHIPPING_TEXTS, type ShippingProfile } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { createBuyer, createVendor } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();

const profile: ShippingProfile = {
  processingDays: 1,
  standard: { firstItem: 3.5, additionalItem: 0.75, transitDays: [1, 4] },
  express: { firstItem: 12, additionalItem: 2.5, transitDays: [1, 2] },
  freeOver: 50,
};

describe('a shop’s shipping profile (GET/PUT /api/vendors/shipping)', () => {
  it('starts at the defaults for a new shop, and answers what was saved after', async () => {
    const vendor = await createVendor(t, {}, null);
    const before = await t.call('GET', '/api/vendors/shipping', { token: vendor.token });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULT_SHIPPING_PROFILE);

    const saved = await t.call('PUT', '/api/vendors/shipping', { token: vendor.token, body: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(profile);
    expect((await t.call('GET', '/api/vendors/shipping', { token: vendor.token })).json()).toEqual(profile);

    const plain = { ...profile, express: null, freeOver: null };
    expect((await t.call('PUT', '/api/vendors/shipping', { token: vendor.token, body: plain })).json()).toEqual(plain);
    expect((await t.call('GET', '/api/vendors/shipping', { token: vendor.token })).json()).toEqual(plain);
  });

  it.each([
    ['a fee above 500', { ...profile, standard: { ...profile.standard, firstItem: 500.01 } }, SHIPPING_TEXTS.feeRange('Standard first item fee')],
    ['a negative fee', { ...profile, express: { ...profile.express, additionalItem: -1 } }, SHIPPING_TEXTS.feeRange('Express additional item fee')],
    ['a fee in fractions of a cent', { ...profile, standard: { ...profile.standard, additionalItem: 1.005 } }, SHIPPING_TEXTS.feeCents('Standard additional item fee')],
    ['processing days above 30', { ...profile, processingDays: 31 }, SHIPPING_TEXTS.daysRange('Processing days')],
    ['a part of a day', { ...profile, processingDays: 1.5 }, SHIPPING_TEXTS.daysRange('Processing days')],
    ['transit days out of order', { ...profile, standard: { ...profile.standard, transitDays: [5, 2] } }, SHIPPING_TEXTS.transitOrder('Standard transit days')],
    ['a threshold above 100000', { ...profile, freeOver: 100000.01 }, SHIPPING_TEXTS.freeOverRange],
  ])('refuses %s with the field’s message and changes nothing', async (_name, body, message) => {
    const vendor = await createVendor(t, {}, profile);
    const res = await t.call('PUT', '/api/vendors/shipping', { token: vendor.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.call('GET', '/api/vendors/shipping', { token: vendor.token })).json()).toEqual(profile);
  });

  it('is the vendor’s alone: a buyer gets 403, no token 401', async () => {
    const buyer = await createBuyer(t);
    expect((await t.call('GET', '/api/vendors/shipping', { token: buyer.token })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/vendors/shipping', { token: buyer.token, body: profile })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/vendors/shipping')).statusCode).toBe(401);
  });
});
