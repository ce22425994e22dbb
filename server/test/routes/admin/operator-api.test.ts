import { ADMIN_MESSAGES, API_MESSAGES, VALIDATION } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { keepDefaultCommission } from '../../../src/domain/ledger/commission.js';
import { dbChecksum } from '../../db-checksum.js';
import {
  addToCart,
  buyerPayload,
  checkout,
  createAdmin as createAdminAt,
  createBuyer,
  createProduct,
  createVendor,
  type TestUser,
} from '../../factories.js';
import { fakeClock } from '../../fake-clock.js';
import { useTestApp } from '../../test-app.js';

const DAY = 86_400_000;
const clock = fakeClock();
const t = useTestApp({ now: clock.now });
/** An operator made at the app's time, so the audit's order follows the one clock. */
const createAdmin = (app: typeof t) => createAdminAt(app, new Date(clock.now()));

const overview = (admin: TestUser, period = '30d') => t.call('GET', `/api/admin/overview?period=${period}`, { token: admin.token });
const setRate = (admin: TestUser, vendorId: number, body: unknown) =>
  t.call('PUT', `/api/admin/vendors/${vendorId}`, { token: admin.token, body });
const frozenRates = async (ids: number[]) =>
  (
    await queryRows<{ id: number; rate: number }>(
      t.db,
      sql`select id, commission_percent as rate from orders where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    )
  ).map((r) => r.rate);

/** One order of `quantity` × a product at `price` dollars from `vendor`, for a new buyer. */
async function order(vendor: TestUser, price: number, quantity = 1): Promise<number> {
  const buyer = await createBuyer(t);
  const { productId } = await createProduct(t, vendor, { price, stockQuantity: 50 });
  await addToCart(t, buyer, productId, quantity);
  const [id] = await checkout(t, buyer);
  return id as number;
}

describe('the operator (docs/architecture.md#money-and-operator)', () => {
  it('signs in at the same login, the role in the answer', async () => {
    const admin = await createAdmin(t);
    const res = await t.call('POST', '/api/registration/login', { body: { email: admin.email, password: admin.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', email: admin.email, fullName: 'Ada Admin' });
  });

  it('can never be registered: a role of admin is 400 and creates nothing', async () => {
    const before = await dbChecksum(t.db);
    const res = await t.call('POST', '/api/registration/register', { body: buyerPayload({ role: 'admin' as never }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.roleRequired);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('is refused by buyer and vendor calls (403), and its calls refuse buyers, vendors (403) and visitors (401)', async () => {
    const [admin, buyer, vendor] = [await createAdmin(t), await createBuyer(t), await createVendor(t)];
    expect((await t.call('GET', '/api/buyer/cart', { token: admin.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/vendors/profile', { token: admin.token })).statusCode).toBe(403);
    for (const user of [buyer, vendor]) {
      const res = await t.call('GET', '/api/admin/vendors', { token: user.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(API_MESSAGES.forbidden);
    }
    expect((await t.call('GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/overview', () => {
  it('answers the period’s sales exact to the cent, the accounts and the products', async () => {
    const admin = await createAdmin(t);
    const start = (await overview(admin)).json();
    const vendor = await createVendor(t);
    await order(vendor, 19.99, 3); // 59.97 + 4.80 tax = 64.77; commission 10% of 59.97 = 6.00 (5.997 rounded)
    await order(vendor, 0.05); // 0.05 + 0.00 tax; commission 0.005 → 0.01 (half up)
    const cancelled = await order(vendor, 100);
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: cancelled } })).statusCode).toBe(200);

    const res = await overview(admin);
    expect(res.statusCode).toBe(200);
    const now = res.json();
    expect(Math.round((now.gmv - start.gmv) * 100)).toBe(6477 + 5);
    expect(now.orders - start.orders).toBe(2);
    expect(Math.round((now.commission - start.commission) * 100)).toBe(600 + 1);
    expect(now.buyers - start.buyers).toBe(3);
    expect(now.vendors - start.vendors).toBe(1);
    expect(now.products - start.products).toBe(3);
    expect(now.defaultCommissionPercent).toBe(10);
    expect(now.payoutsDue).toBe(0);
    expect(now.averageOrderValue).toBe(Math.round((now.gmv * 100) / now.orders) / 100);
    expect(Object.keys(now).sort()).toEqual([
      'averageOrderValue',
      'bracketedCheckoutShare',
      'buyers',
      'commission',
      'defaultCommissionPercent',
      'gmv',
      'gmvByDay',
      'orders',
      'payoutsDue',
      'period',
      'products',
      'promotionSpend',
      'returnRate',
      'vendors',
    ]);
    // Returns and the ledger fill these in; until then nothing is returned and nothing is due.
    expect({ returnRate: now.returnRate, payoutsDue: now.payoutsDue }).toEqual({ returnRate: 0, payoutsDue: 0 });
  });

  it('charts gross sales by UTC day: every day of the period, oldest first, summing to the gross sales', async () => {
    const admin = await createAdmin(t);
    const before = (await overview(admin, '7d')).json();
    await order(await createVendor(t), 12.5); // 12.50 + 1.00 tax
    const after = (await overview(admin, '7d')).json();
    const days = after.gmvByDay as { date: string; gmv: number }[];
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect(days).toHaveLength(8);
    expect(days.at(-1)?.date).toBe(today);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect(days.reduce((cents, d) => cents + Math.round(d.gmv * 100), 0)).toBe(Math.round(after.gmv * 100));
    const todayBefore = before.gmvByDay.at(-1).gmv;
    expect(Math.round(((days.at(-1)?.gmv ?? 0) - todayBefore) * 100)).toBe(1350);
  });

  it('counts only the orders of the period, by the app’s clock', async () => {
    await order(await createVendor(t), 10);
    const before = (await overview(await createAdmin(t), '90d')).json();
    expect(before.orders).toBeGreaterThan(0);
    clock.advance(31 * DAY);
    try {
      // Signed in after the move: a session lasts a day.
      const admin = await createAdmin(t);
      expect((await overview(admin, '30d')).json()).toMatchObject({ gmv: 0, orders: 0, averageOrderValue: 0, commission: 0 });
      expect((await overview(admin, '90d')).json()).toMatchObject({ gmv: before.gmv, orders: before.orders });
    } finally {
      clock.advance(-31 * DAY);
    }
  });

  it('refuses an unknown period', async () => {
    const res = await overview(await createAdmin(t), '1y');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.periodInvalid);
  });
});

describe('vendors and their commission', () => {
  it('lists every shop with its e-mail, status and rate', async () => {
    const admin = await createAdmin(t);
    const vendor = await createVendor(t, { vendorName: 'Listed Shop' });
    const res = await t.call('GET', '/api/admin/vendors', { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: vendor.id,
      vendorName: 'Listed Shop',
      email: vendor.email,
      status: 'active',
      commissionPercent: null,
      effectiveCommissionPercent: 10,
      onHold: 0,
      available: 0,
      paidOut: 0,
    });
    expect(res.json().every((v: { id: number }) => v.id !== admin.id)).toBe(true);
  });

  it('freezes the rate on each order when placed: a later change never re-prices an old order', async () => {
    const admin = await createAdmin(t);
    const vendor = await createVendor(t);
    const first = await order(vendor, 50);
    const changed = await setRate(admin, vendor.id, { commissionPercent: 25 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: vendor.id, commissionPercent: 25, effectiveCommissionPercent: 25 });
    const second = await order(vendor, 50);
    expect((await setRate(admin, vendor.id, { commissionPercent: null })).json()).toMatchObject({
      commissionPercent: null,
      effectiveCommissionPercent: 10,
    });
    const third = await order(vendor, 50);
    expect(await frozenRates([first, second, third])).toEqual([10, 25, 10]);
    // The overview charges each at its own rate: 5.00 + 12.50 + 5.00 on top of what was there.
    const totals = await queryRows<{ c: string }>(
      t.db,
      sql`select sum((subtotal_cents * commission_percent + 50) / 100)::text as c from orders where id in (${first}, ${second}, ${third})`,
    );
    expect(Number(totals[0]?.c)).toBe(2250);
  });

  it('refuses a bad rate, an unknown vendor and a buyer, changing nothing', async () => {
    const admin = await createAdmin(t);
    const vendor = await createVendor(t);
    const buyer = await createBuyer(t);
    const before = await dbChecksum(t.db);
    for (const body of [{ commissionPercent: 101 }, { commissionPercent: -1 }, { commissionPercent: 7.5 }, { commissionPercent: '10' }]) {
      const res = await setRate(admin, vendor.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.commissionInvalid);
    }
    expect((await setRate(admin, vendor.id, {})).json().message).toBe(ADMIN_MESSAGES.nothingToChange);
    expect((await setRate(admin, vendor.id, { commissionPercent: 5, role: 'admin' })).statusCode).toBe(400);
    for (const id of [buyer.id, admin.id, 999_999]) {
      const res = await setRate(admin, id, { commissionPercent: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADMIN_MESSAGES.vendorNotFound);
    }
    expect((await t.call('PUT', '/api/admin/vendors/abc', { token: admin.token, body: { commissionPercent: 5 } })).statusCode).toBe(400);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('charges the default (COMMISSION_PERCENT, kept by each start) to a vendor without a rate of its own', async () => {
    const vendor = await createVendor(t);
    await keepDefaultCommission(t.db, 15);
    try {
      const id = await order(vendor, 20);
      expect(await frozenRates([id])).toEqual([15]);
      expect((await overview(await createAdmin(t))).json().defaultCommissionPercent).toBe(15);
      // The vendor's Earnings name the rate its next order pays: the default, then its own.
      const rate = async () => (await t.call('GET', '/api/vendors/balance', { token: vendor.token })).json().commissionPercent;
      expect(await rate()).toBe(15);
      await setRate(await createAdmin(t), vendor.id, { commissionPercent: 7 });
      expect(await rate()).toBe(7);
    } finally {
      await keepDefaultCommission(t.db, 10);
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('lists every operator action newest first, paged, with who, what, to whom, when, before and after', async () => {
    // After every other test's actions, on the app's clock.
    clock.advance(60 * DAY);
    const admin = await createAdmin(t);
    const vendor = await createVendor(t, { vendorName: 'Audited Shop' });
    await setRate(admin, vendor.id, { commissionPercent: 12 });
    clock.advance(1000);
    await setRate(admin, vendor.id, { commissionPercent: 8 });
    // Setting the same rate again changes nothing and records nothing.
    await setRate(admin, vendor.id, { commissionPercent: 8 });

    const res = await t.call('GET', '/api/admin/audit?limit=2', { token: admin.token });
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    const [latest, earlier] = res.json();
    expect(latest).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'vendor.commission',
      targetType: 'vendor',
      targetId: vendor.id,
      targetName: 'Audited Shop',
      before: { commissionPercent: 12 },
      after: { commissionPercent: 8 },
      at: new Date(clock.now()).toISOString(),
    });
    expect(earlier).toMatchObject({ before: { commissionPercent: null }, after: { commissionPercent: 12 } });
    const last = (await t.call('GET', `/api/admin/audit?limit=1&offset=${total - 1}`, { token: admin.token })).json();
    expect(last).toHaveLength(1);
    expect(last[0].action).toBe('operator.created');
    expect(last[0].actorId).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('shows every operator call with its schemas', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(doc.paths['/api/admin/overview'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['period']);
    expect(Object.keys(doc.paths['/api/admin/overview'].get.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['gmv', 'orders', 'averageOrderValue', 'buyers', 'vendors', 'commission']),
    );
    expect(doc.paths['/api/admin/vendors'].get.tags).toEqual(['admin']);
    expect(doc.paths['/api/admin/vendors/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'commissionPercent',
    );
    expect(doc.paths['/api/admin/audit'].get.responses['200']).toBeDefined();
  });
});
