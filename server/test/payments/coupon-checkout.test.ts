import { COUPON_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { addToCart, createAdmin, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { cardToken, rows, usePaymentsApp } from './pay.js';

/** A code at the quote and the checkout, its use, and who pays for it in the ledger (docs/decisions/264 to 266). */
const clock = fakeClock(Date.parse('2026-11-25T10:00:00Z'));
const t = usePaymentsApp({ now: clock.now });
let admin: TestUser;
let n = 0;
const code = (prefix: string) => `${prefix}${Date.now() % 100000}${n++}`;

beforeAll(async () => {
  admin = await createAdmin(t);
});

const quote = (buyer: TestUser, couponCode: string) =>
  t.call('GET', `/api/buyer/cart/quote?couponCode=${couponCode}`, { token: buyer.token });
const checkout = (buyer: TestUser, body: Record<string, unknown>) =>
  t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body });
const legsOf = (orderId: number) =>
  rows<{ account: string; kind: string; cents: number }>(
    t,
    sql`select a.kind as account, e.kind, e.amount_cents::int as cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.order_id = ${orderId} order by e.id`,
  );
const ordersOf = (ids: number[]) =>
  rows<{ id: number; vendorId: number; discount: number; platform: number; total: number }>(
    t,
    sql`select id, vendor_id as "vendorId", discount_cents::int as discount, platform_discount_cents::int as platform, total_cents::int as total
      from orders where id = any(${`{${ids.join(',')}}`}::int[]) order by vendor_id`,
  );
const move = (vendor: TestUser, orderId: number, status: string) =>
  t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status } });

describe('a platform coupon at checkout', () => {
  it('is spread over the shops, counted once, and paid to the vendors by the platform as its promotion expense', async () => {
    const [a, b, buyer] = [await createVendor(t), await createVendor(t), await createBuyer(t)];
    await addToCart(t, buyer, (await createProduct(t, a, { price: 50 })).productId);
    await addToCart(t, buyer, (await createProduct(t, b, { price: 30 })).productId);
    const welcome = code('WELCOME');
    expect(
      (await t.call('POST', '/api/admin/coupons', { token: admin.token, body: { code: welcome, kind: 'percent', value: 10 } })).statusCode,
    ).toBe(201);

    const q = (await quote(buyer, welcome.toLowerCase())).json();
    expect(q.coupon).toEqual({ code: welcome, discount: 8, message: COUPON_TEXTS.applied(8) });
    expect(q.parcels.map((p: { discount: number }) => p.discount)).toEqual([5, 3]);
    const placed = await checkout(buyer, {
      payment: { method: 'card', token: await cardToken(t) },
      couponCode: welcome,
      expectedTotal: q.total,
    });
    expect(placed.statusCode).toBe(201);
    const ids = placed.json().orderIds as number[];
    expect((await ordersOf(ids)).map((o) => [o.discount, o.platform])).toEqual([
      [500, 500],
      [300, 300],
    ]);

    // One use, the buyer's only one: the same code again is refused at the quote and the checkout.
    const [listed] = (await t.call('GET', '/api/admin/coupons', { token: admin.token }))
      .json()
      .filter((c: { code: string }) => c.code === welcome);
    expect(listed).toMatchObject({ uses: 1, discountGiven: 8 });
    await addToCart(t, buyer, (await createProduct(t, a, { price: 20 })).productId);
    const again = await quote(buyer, welcome);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COUPON_TEXTS.usedByYou);

    // Shipped: the vendor is paid the full $50 (commission on it); the platform pays the $5.
    const first = (await ordersOf(ids))[0];
    expect(first).toBeDefined();
    for (const status of ['processing', 'shipped']) expect((await move(a, first?.id ?? 0, status)).statusCode).toBe(200);
    const legs = await legsOf(first?.id ?? 0);
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: 'clearing', kind: 'sale', cents: -(first?.total ?? 0) },
        { account: 'on_hold', kind: 'sale', cents: 4500 },
        { account: 'on_hold', kind: 'promotion', cents: 500 },
        { account: 'promotion_expense', kind: 'promotion', cents: -500 },
        { account: 'on_hold', kind: 'commission', cents: -500 },
      ]),
    );
    expect(legs.reduce((s, l) => s + l.cents, 0)).toBe(0);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
    const overview = (await t.call('GET', '/api/admin/overview?period=7d', { token: admin.token })).json();
    expect(overview.promotionSpend).toBeGreaterThanOrEqual(8);
  });
});

describe('a shop’s coupon at checkout', () => {
  it('is the vendor’s: commission on the price after it; its use comes back when the order is cancelled', async () => {
    const [shop, buyer] = [await createVendor(t), await createBuyer(t)];
    const product = await createProduct(t, shop, { price: 40 });
    await addToCart(t, buyer, product.productId);
    const own = code('SHOP');
    const made = await t.call('POST', '/api/vendors/coupons', { token: shop.token, body: { code: own, kind: 'amount', value: 5 } });
    expect(made.statusCode).toBe(201);
    const q = (await quote(buyer, own)).json();
    expect(q.discount).toBe(5);
    const placed = await checkout(buyer, { payment: { method: 'on_delivery' }, couponCode: own, expectedTotal: q.total });
    expect(placed.statusCode).toBe(201);
    const [orderId] = placed.json().orderIds as number[];
    expect((await ordersOf([orderId ?? 0]))[0]).toMatchObject({ discount: 500, platform: 0 });
    const usesNow = async () =>
      (await t.call('GET', '/api/vendors/coupons', { token: shop.token })).json().find((c: { code: string }) => c.code === own).uses;
    expect(await usesNow()).toBe(1);

    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: shop.token, body: { orderId } });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesNow()).toBe(0);
  });

  it('is paid on delivery with commission on the price after it', async () => {
    const [shop, buyer] = [await createVendor(t), await createBuyer(t)];
    await addToCart(t, buyer, (await createProduct(t, shop, { price: 40 })).productId);
    const own = code('SHOP');
    await t.call('POST', '/api/vendors/coupons', { token: shop.token, body: { code: own, kind: 'percent', value: 25 } });
    const q = (await quote(buyer, own)).json();
    const placed = await checkout(buyer, { payment: { method: 'on_delivery' }, couponCode: own, expectedTotal: q.total });
    const [orderId] = placed.json().orderIds as number[];
    for (const status of ['processing', 'shipped', 'completed']) expect((await move(shop, orderId ?? 0, status)).statusCode).toBe(200);
    const legs = await legsOf(orderId ?? 0);
    // $40 less 25% = $30 of goods: 10% commission $3.00; no promotion legs.
    expect(legs).toEqual(expect.arrayContaining([{ account: 'available', kind: 'on_delivery_commission', cents: -300 }]));
    expect(legs.some((l) => l.kind === 'promotion')).toBe(false);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});

describe('a coupon’s uses under retries and a crowd', () => {
  it('counts a checkout sent again with the same Idempotency-Key once', async () => {
    const [shop, buyer] = [await createVendor(t), await createBuyer(t)];
    await addToCart(t, buyer, (await createProduct(t, shop, { price: 40 })).productId);
    const own = code('ONCE');
    await t.call('POST', '/api/vendors/coupons', {
      token: shop.token,
      body: { code: own, kind: 'percent', value: 10, maxUsesPerBuyer: 5 },
    });
    const q = (await quote(buyer, own)).json();
    const body = { payment: { method: 'on_delivery' }, couponCode: own, expectedTotal: q.total };
    const headers = { 'idempotency-key': `coupon-once-${own}` };
    const [first, again] = [
      await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body, headers }),
      await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body, headers }),
    ];
    expect(first.statusCode).toBe(201);
    expect(again.json().orderIds).toEqual(first.json().orderIds);
    const [listed] = (await t.call('GET', '/api/vendors/coupons', { token: shop.token })).json();
    expect(listed).toMatchObject({ code: own, uses: 1 });
  });

  it('50 buyers checking out at once with 5 uses left: exactly 5 discounted, the rest told the code is used up', async () => {
    const shop = await createVendor(t);
    const product = await createProduct(t, shop, { price: 20, stockQuantity: 100 });
    const crowd = code('CROWD');
    await t.call('POST', '/api/vendors/coupons', { token: shop.token, body: { code: crowd, kind: 'amount', value: 2, maxUses: 5 } });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await createBuyer(t);
      await addToCart(t, buyer, product.productId);
      buyers.push(buyer);
    }
    // Every buyer saw the discount: the quote does not hold a use.
    const totals = await Promise.all(buyers.map(async (b) => (await quote(b, crowd)).json().total as number));
    const answers = await Promise.all(
      buyers.map((b, i) => checkout(b, { payment: { method: 'on_delivery' }, couponCode: crowd, expectedTotal: totals[i] })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect([r.statusCode, r.json().message]).toEqual([400, COUPON_TEXTS.usedUp]);
    const [listed] = (await t.call('GET', '/api/vendors/coupons', { token: shop.token })).json();
    expect(listed).toMatchObject({ uses: 5, discountGiven: 10 });
    const discounted = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where vendor_id = ${shop.id} and discount_cents = 200`,
    );
    expect(discounted[0]?.n).toBe(5);
  }, 240_000);
});
