import { RETURN_MESSAGES } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { appSandbox } from '../sandbox-api.js';
import { useTestApp } from '../test-app.js';

/**
 * The sandbox's test clock moves every money and return timer, so it asks for the sandbox's key
 * like its money routes (decision 206); and what the timers compare — an order's delivery above
 * all — is stamped with that clock, so moving it never closes a return window early.
 */
const t = useTestApp({ payments: { reconcile: false } });
const DAY = 86_400;
let vendor: TestUser;
let buyer: TestUser;
let productId: number;

const key = () => t.app.psp?.apiKey as string;
/** How far the sandbox's clock is ahead of the real time, as its API answers. */
const offset = async () => (await appSandbox(t).clock()).offsetSeconds;
const moveClock = (seconds: number, token?: string) =>
  t.call('POST', '/psp/v1/clock', { body: { advanceSeconds: seconds }, ...(token ? { token } : {}) });

beforeAll(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  const profile = (await t.call('GET', '/api/vendors/profile', { token: vendor.token })).json();
  const setWindow = await t.call('PUT', '/api/vendors/profile', {
    token: vendor.token,
    body: {
      vendorName: profile.vendorName,
      fullName: profile.fullName,
      addressLine1: '1 Main St',
      city: 'Town',
      postalCode: '1',
      country: 'US',
      returnDays: 14,
    },
  });
  expect(setWindow.statusCode, setWindow.body).toBe(200);
  productId = (await createProduct(t, vendor, { productName: 'Clock Tee', price: 20, stockQuantity: 10 })).productId;
});

describe('the sandbox test clock', () => {
  it('answers 401 without the sandbox key (none, a buyer’s token, a wrong key) and moves nothing', async () => {
    const before = await offset();
    for (const token of [undefined, buyer.token, vendor.token, `${key()}x`, key().slice(1)]) {
      const res = await moveClock(30 * DAY, token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json().message).toBe('Invalid API key');
    }
    expect(await offset()).toBe(before);
  });

  it('moves with the key', async () => {
    const before = await offset();
    const res = await moveClock(60, key());
    expect(res.statusCode).toBe(200);
    expect(await offset()).toBe(before + 60);
    expect(Math.abs(new Date(res.json().now).getTime() - t.app.dueTimers.now().getTime())).toBeLessThan(5_000);
  });

  it('an order delivered after the clock moved 20 days is stamped at the moved time: a return on its day 1 of 14 is taken', async () => {
    await addToCart(t, buyer, productId);
    const [orderId] = await checkout(t, buyer);
    expect((await moveClock(20 * DAY, key())).statusCode).toBe(200);
    const moved = t.app.dueTimers.now().getTime();
    const delivered = await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId } });
    expect(delivered.statusCode).toBe(200);
    // Stamped by the money clock: 20 days after the wall clock.
    expect(Math.abs(new Date(delivered.json().deliveredAt).getTime() - moved)).toBeLessThan(5_000);
    expect(new Date(delivered.json().deliveredAt).getTime() - Date.now()).toBeGreaterThan(19 * DAY * 1000);
    expect((await moveClock(DAY, key())).statusCode).toBe(200);
    const row = (await t.call('GET', '/api/buyer/orders', { token: buyer.token }))
      .json()
      .find((r: { orderId: number }) => r.orderId === orderId);
    expect(row.returnableQuantity).toBe(1);
    const made = await t.call('POST', '/api/buyer/returns', {
      token: buyer.token,
      body: { orderId, lines: [{ orderItemId: row.orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.body).not.toContain(RETURN_MESSAGES.outsideWindow(14));
  });
});
