import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProductWithVariants, createVendor, type TestUser } from '../factories.js';
import { useTwoInstances } from '../instances.js';
import type { TestApp } from '../test-app.js';

/**
 * The return timers (docs/architecture.md#returns) run on every instance: a vendor silent for 3 days has approved,
 * an approval not sent back in 14 days expires. Each due return is handled once, however many
 * instances run the timer at once; the sandbox's test clock reaches them too.
 */
const x = useTwoInstances(() => ({ payments: { reconcile: false } }));
let vendor: TestUser;
let buyer: TestUser;
let sizes: Record<string, number>;
let productId: number;

const DAY = 86_400_000;
const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, body?: unknown) =>
  t.call(method, url, { token: user.token, ...(body !== undefined ? { body } : {}) });
const scalar = async (query: ReturnType<typeof sql>) =>
  Number((await x.database.statements.rows<{ n: string | number }>(query))[0]?.n ?? 0);
const stockOf = (variantId: number) => scalar(sql`select stock as n from product_variants where id = ${variantId}`);
const statusOf = async (returnId: number) =>
  (await x.database.statements.rows<{ status: string }>(sql`select status from returns where id = ${returnId}`))[0]?.status;
const eventsOf = (returnId: number, status: string) =>
  scalar(sql`select count(*) as n from return_events where return_id = ${returnId} and status = ${status}`);

/** A delivered pay-on-delivery order of one M, and an exchange for an L asked at `at`'s clock. */
async function requested(): Promise<number> {
  await call(x.a, 'POST', '/api/buyer/cart/add', buyer, { productId, variantId: sizes.M, quantity: 1 });
  const orderId = (await call(x.a, 'POST', '/api/buyer/cart/checkout', buyer, { payment: { method: 'on_delivery' } })).json().orderIds[0];
  expect((await call(x.b, 'PUT', '/api/vendors/markOrderAsDelivered', vendor, { orderId })).statusCode).toBe(200);
  const rows = (await call(x.a, 'GET', '/api/buyer/orders', buyer)).json() as { orderId: number; orderItemId: number }[];
  const item = rows.find((r) => r.orderId === orderId);
  const made = await call(x.a, 'POST', '/api/buyer/returns', buyer, {
    orderId,
    lines: [{ orderItemId: item?.orderItemId, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes.L }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().returnId;
}

/** Runs one of the return timers on both instances at once, at `at`. */
const runBoth = (name: string, at: Date) =>
  Promise.all(
    [x.a, x.b].map((t) => {
      const timer = t.app.dueTimers.timers.find((tm) => tm.name.includes(name));
      if (!timer) throw new Error(`no timer ${name}`);
      return timer.run(at);
    }),
  );

beforeAll(async () => {
  vendor = await createVendor(x.a);
  buyer = await createBuyer(x.a);
  const page = await createProductWithVariants(
    x.a,
    vendor,
    [
      { size: 'M', stockQuantity: 5 },
      { size: 'L', stockQuantity: 5 },
    ],
    { price: 30 },
  );
  productId = page.productId;
  sizes = Object.fromEntries(page.variants.map((v) => [v.size ?? '', v.variantId]));
});

describe('return timers on two instances, with an injected clock', () => {
  it('silence for 3 days approves once (the replacement reserved once); 14 days unshipped expires once (given back once)', async () => {
    const returnId = await requested();
    const asked = Date.now();
    const lStock = await stockOf(sizes.L as number);
    await runBoth('approved', new Date(asked + 3 * DAY - 60_000));
    expect(await statusOf(returnId)).toBe('requested');
    await runBoth('approved', new Date(asked + 3 * DAY + 60_000));
    expect(await statusOf(returnId)).toBe('approved');
    expect(await eventsOf(returnId, 'approved')).toBe(1);
    expect(
      await scalar(
        sql`select count(*) as n from return_events where return_id = ${returnId} and status = 'approved' and by_role = 'system'`,
      ),
    ).toBe(1);
    expect(await stockOf(sizes.L as number)).toBe(lStock - 1);
    const approvedAt = asked + 3 * DAY + 60_000;
    await runBoth('expired', new Date(approvedAt + 14 * DAY - 60_000));
    expect(await statusOf(returnId)).toBe('approved');
    await runBoth('expired', new Date(approvedAt + 14 * DAY + 60_000));
    expect(await statusOf(returnId)).toBe('expired');
    expect(await eventsOf(returnId, 'expired')).toBe(1);
    expect(await stockOf(sizes.L as number)).toBe(lStock);
    expect(
      await scalar(
        sql`select count(*) as n from stock_movements where return_id = ${returnId} and cause in ('exchange_reserve', 'exchange_unreserve')`,
      ),
    ).toBe(2);
  });

  it("shows the stock a timer reserved or gave back on every instance's product page at once (decision 159)", async () => {
    // Kept answers live until forgotten: the fake clock never lets them expire.
    const lOnPage = async (t: TestApp) =>
      (
        (await t.call('GET', `/api/buyer/product/${productId}`)).json() as { variants: { variantId: number; stockQuantity: number }[] }
      ).variants.find((v) => v.variantId === sizes.L)?.stockQuantity;
    const returnId = await requested();
    const lStock = await stockOf(sizes.L as number);
    expect([await lOnPage(x.a), await lOnPage(x.b)]).toEqual([lStock, lStock]);
    const asked = Date.now();
    await runBoth('approved', new Date(asked + 3 * DAY + 60_000));
    expect(await statusOf(returnId)).toBe('approved');
    expect([await lOnPage(x.a), await lOnPage(x.b)]).toEqual([lStock - 1, lStock - 1]);
    await runBoth('expired', new Date(asked + 18 * DAY));
    expect(await statusOf(returnId)).toBe('expired');
    expect([await lOnPage(x.a), await lOnPage(x.b)]).toEqual([lStock, lStock]);
  });

  it('the sandbox test clock runs them: advancing 3 days approves an unanswered request', async () => {
    const returnId = await requested();
    const res = await x.a.call('POST', '/psp/v1/clock', { token: x.a.app.psp?.apiKey, body: { advanceSeconds: 3 * 86_400 + 120 } });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(returnId)).toBe('approved');
    // The other instance's round, after the clock moved, finds nothing more to do.
    await x.b.app.dueTimers.runDue();
    expect(await eventsOf(returnId, 'approved')).toBe(1);
  });
});
