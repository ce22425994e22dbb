import { FIT_PROFILE_MESSAGES } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum } from '../../db-checksum.js';
import { createBuyer, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { fitShop } from './fit-shop.js';

const t = useTestApp();
const shop = fitShop(t);
const { call } = shop;
const profile = async (who: TestUser) => (await call('GET', '/api/buyer/fitProfile', who)).json();

describe('GET/PUT/DELETE /api/buyer/fitProfile: what the buyer gives', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await createBuyer(t);
  });

  it('starts empty, keeps what is put, and a second put replaces it (a field left out or null is forgotten)', async () => {
    expect(await profile(buyer)).toEqual({ measurements: {}, usualSizes: {}, history: [] });
    const put = await call('PUT', '/api/buyer/fitProfile', buyer, {
      measurements: { chest: 92.5, waist: 74, hips: 99, inseam: 79, footLength: 24.6 },
      usualSizes: { tops: 'M', bottoms: 'L', dresses: 'M', shoes: '39' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = {
      measurements: { chest: 92.5, waist: 74, hips: 99, inseam: 79, footLength: 24.6 },
      usualSizes: { tops: 'M', bottoms: 'L', dresses: 'M', shoes: '39' },
      history: [],
    };
    expect(put.json()).toEqual(expected);
    expect(await profile(buyer)).toEqual(expected);
    const again = await call('PUT', '/api/buyer/fitProfile', buyer, {
      measurements: { chest: 93, waist: null },
      usualSizes: { shoes: 39.5 },
    });
    expect(again.json()).toEqual({ measurements: { chest: 93 }, usualSizes: { shoes: '39.5' }, history: [] });
  });

  it.each([
    ['a chest below 40 cm', { measurements: { chest: 30 } }, FIT_PROFILE_MESSAGES.measurementRange('Chest', 40, 200)],
    ['a chest in mm', { measurements: { chest: 920 } }, FIT_PROFILE_MESSAGES.measurementRange('Chest', 40, 200)],
    ['a foot of 40 cm', { measurements: { footLength: 40 } }, FIT_PROFILE_MESSAGES.measurementRange('Foot length', 15, 35)],
    ['a measurement as text', { measurements: { waist: '74' } }, FIT_PROFILE_MESSAGES.measurementRange('Waist', 40, 200)],
    ['a measurement the profile has not', { measurements: { height: 170 } }, FIT_PROFILE_MESSAGES.measurementUnknown('height')],
    [
      'a usual size of no system',
      { usualSizes: { tops: 'XXXXL' } },
      'Your usual size in tops must be one of XXS, XS, S, M, L, XL, XXL, 3XL',
    ],
    ['a shoe size out of range', { usualSizes: { shoes: '52' } }, 'Your usual size in shoes must be EU 35–50, in whole or half sizes'],
    ['a garment group the profile has not', { usualSizes: { hats: 'M' } }, FIT_PROFILE_MESSAGES.groupUnknown('hats')],
    ['measurements that are no object', { measurements: 92 }, FIT_PROFILE_MESSAGES.objectRequired('Measurements')],
  ])('refuses %s with its message and changes nothing', async (_name, body, message) => {
    const before = await dbChecksum(t.db);
    const res = await call('PUT', '/api/buyer/fitProfile', buyer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('forgets the measurements and usual sizes on DELETE', async () => {
    await call('PUT', '/api/buyer/fitProfile', buyer, { measurements: { chest: 90 }, usualSizes: { tops: 'S' } });
    const res = await call('DELETE', '/api/buyer/fitProfile', buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ measurements: {}, usualSizes: {}, history: [] });
    expect(await profile(buyer)).toEqual({ measurements: {}, usualSizes: {}, history: [] });
  });

  it("is each buyer's own", async () => {
    const other = await createBuyer(t);
    await call('PUT', '/api/buyer/fitProfile', buyer, { measurements: { chest: 101 } });
    expect(await profile(other)).toEqual({ measurements: {}, usualSizes: {}, history: [] });
  });
});

describe('the history: derived from orders and returns by the money clock, never typed', () => {
  it('says returned as the return says at once, kept once the window closed; survives DELETE; ignores a history sent', async () => {
    const buyer = await createBuyer(t);
    const seller = await shop.vendor('Northwind History');
    const { productId, ids } = await shop.product(seller, ['S', 'M', 'L']);
    const m = await shop.delivered(buyer, seller, productId, ids.M as number);
    const l = await shop.delivered(buyer, seller, productId, ids.L as number);
    const s = await shop.delivered(buyer, seller, productId, ids.S as number);
    await shop.sendBack(buyer, l, 'too_large');
    await shop.sendBack(buyer, s, 'changed_mind');
    const entry = (size: string, outcome: string) => ({
      productId,
      productName: 'Linen Shirt',
      vendorName: 'Northwind History',
      size,
      outcome,
    });
    // Inside the window: what was sent back only; the M kept says nothing yet.
    const inside = (await profile(buyer)).history;
    expect(inside).toEqual(
      expect.arrayContaining([
        expect.objectContaining(entry('L', 'returned_large')),
        expect.objectContaining(entry('S', 'returned_other')),
      ]),
    );
    expect(inside).toHaveLength(2);
    await shop.later(29);
    expect((await profile(buyer)).history).toHaveLength(2);
    await shop.later(1.1);
    const after = (await profile(buyer)).history;
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual({ ...entry('M', 'kept'), at: expect.any(String) });
    expect(new Date(after[0].at).getTime()).toBeGreaterThan(new Date(after[1].at).getTime());
    expect(m.orderId).toBeGreaterThan(0);
    // Typed history is not taken; DELETE leaves it with the orders.
    const typed = await call('PUT', '/api/buyer/fitProfile', buyer, { history: [{ productId, size: 'XL', outcome: 'kept' }] });
    expect(typed.json().history).toEqual(after);
    expect((await call('DELETE', '/api/buyer/fitProfile', buyer)).json().history).toEqual(after);
  });
});
