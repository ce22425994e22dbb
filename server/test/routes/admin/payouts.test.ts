import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createAdmin, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { payByCard, rows, usePaymentsApp } from '../../payments/pay.js';
import { appSandbox } from '../../sandbox-api.js';

/** The money over HTTP: a card order shipped, delivered, released by the sandbox's clock, paid out and failed. */
const t = usePaymentsApp();

let vendor: TestUser;
let buyer: TestUser;
let admin: TestUser;
let orderId: number;
beforeAll(async () => {
  [vendor, buyer, admin] = [await createVendor(t), await createBuyer(t), await createAdmin(t)];
  const { productId } = await createProduct(t, vendor, { productName: 'Ledger Coat', price: 50, stockQuantity: 5 });
  await addToCart(t, buyer, productId, 1);
  const res = await payByCard(t, buyer);
  expect(res.statusCode).toBe(201);
  orderId = res.json().orderIds[0];
});

const get = (user: TestUser, url: string) => t.call('GET', url, { token: user.token });
const balance = async () => (await get(vendor, '/api/vendors/balance')).json();

describe('a vendor’s earnings and the operator’s payouts', () => {
  it('ships a card order: the sale less the commission is on hold, the ledger lists it newest first', async () => {
    const shipped = await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status: 'processing' } });
    expect(shipped.statusCode).toBe(200);
    expect(
      (await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status: 'shipped' } })).statusCode,
    ).toBe(200);
    expect(await balance()).toEqual({ onHold: 45, available: 0, paidOut: 0, onItsWay: 0, commissionPercent: 10, nextReleaseDate: null });
    const ledger = await get(vendor, '/api/vendors/ledger?limit=1');
    expect(ledger.headers['x-total-count']).toBe('2');
    expect(ledger.json()).toEqual([
      expect.objectContaining({
        kind: 'commission',
        orderId,
        account: 'on_hold',
        amount: -5,
        balanceAfter: 45,
        returnId: null,
        payoutId: null,
      }),
    ]);
    expect((await get(vendor, '/api/vendors/ledger?limit=0')).statusCode).toBe(400);
  });

  it('releases it once the return window closes on the sandbox’s clock', async () => {
    expect((await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId } })).statusCode).toBe(200);
    const next = (await balance()).nextReleaseDate;
    expect(new Date(next).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await t.call('POST', '/psp/v1/clock', { token: t.app.psp?.apiKey, body: { advanceSeconds: 29 * 86_400 } });
    expect((await balance()).onHold).toBe(45);
    await t.call('POST', '/psp/v1/clock', { token: t.app.psp?.apiKey, body: { advanceSeconds: 2 * 86_400 } });
    expect(await balance()).toMatchObject({ onHold: 0, available: 45, nextReleaseDate: null });
    expect((await get(admin, '/api/admin/overview?period=30d')).json().payoutsDue).toBe(45);
  });

  it('runs payouts once per vendor as sandbox transfers, lists the entries each settles; a failed one returns to available', async () => {
    const run = await t.call('POST', '/api/admin/payouts/run', { token: admin.token });
    expect(run.statusCode).toBe(200);
    const [payout] = run.json().payouts;
    expect(payout).toMatchObject({ vendorId: vendor.id, amount: 45, status: 'pending', transferId: expect.stringMatching(/^tr_/) });
    expect(payout.entryIds).toHaveLength(1);
    expect((await t.call('POST', '/api/admin/payouts/run', { token: admin.token })).json().payouts).toEqual([]);
    expect(await appSandbox(t).transfers({ idempotencyKey: `payout:${payout.id}` })).toEqual([
      { id: payout.transferId, idempotencyKey: `payout:${payout.id}`, amountCents: 4500, destination: `vendor_${vendor.id}` },
    ]);
    // Being sent, not yet paid: 'Paid out' counts only payouts marked paid.
    expect(await balance()).toMatchObject({ available: 0, paidOut: 0, onItsWay: 45 });
    const mine = await get(vendor, '/api/vendors/payouts');
    expect(mine.headers['x-total-count']).toBe('1');
    expect((await get(admin, '/api/admin/payouts')).json()).toHaveLength(1);

    const put = (id: number, body: unknown) => t.call('PUT', `/api/admin/payouts/${id}`, { token: admin.token, body });
    expect((await put(payout.id, { status: 'lost' })).statusCode).toBe(400);
    expect((await put(999_999, { status: 'paid' })).statusCode).toBe(404);
    const failed = await put(payout.id, { status: 'failed' });
    expect(failed.json()).toMatchObject({ status: 'failed' });
    const again = await put(payout.id, { status: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payout is already failed');
    expect(await balance()).toMatchObject({ available: 45, paidOut: 0, onItsWay: 0 });
    // The operator's Vendors screen shows the balances the vendor's Earnings show.
    const listed = (await get(admin, '/api/admin/vendors')).json().find((v: { id: number }) => v.id === vendor.id);
    expect(listed).toMatchObject({ onHold: 0, available: 45, paidOut: 0 });
    const kinds = (await get(vendor, '/api/vendors/ledger')).json().map((e: { kind: string }) => e.kind);
    // Newest first by date: the releases are dated by the sandbox's clock, a month ahead of the payouts.
    expect(kinds).toEqual(['release', 'release', 'payout_failed', 'payout', 'commission', 'sale']);

    const audit = await rows<{ action: string }>(t, sql`select action from operator_audit order by id`);
    expect(audit.map((a) => a.action)).toEqual(['operator.created', 'payout.created', 'payouts.run', 'payouts.run', 'payout.failed']);
    expect((await get(admin, '/api/admin/ledger/check')).json()).toEqual({
      balanced: true,
      entries: 11,
      mismatchedAccounts: [],
      unbalancedJournals: [],
      overRefundedLines: [],
      overRefundedOrders: [],
    });
  });

  it('posts what a vendor owes when an order paid on delivery is delivered', async () => {
    const { productId } = await createProduct(t, vendor, { productName: 'Cash Scarf', price: 20, stockQuantity: 5 });
    await addToCart(t, buyer, productId, 1);
    const placed = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { payment: { method: 'on_delivery' } } });
    const id = placed.json().orderIds[0];
    await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId: id } });
    expect((await balance()).available).toBe(45 - 2 - 1.6);
    expect((await get(admin, '/api/admin/ledger/check')).json().balanced).toBe(true);
  });

  it('leaves a suspended shop out of a run, names it in the answer and the audit, and pays it at the first run once reactivated', async () => {
    const setStatus = (status: string) => t.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status } });
    const transfers = async () => (await appSandbox(t).transfers({ destination: `vendor_${vendor.id}` })).length;
    const available = (await balance()).available;
    expect(available).toBeGreaterThan(10);
    const sentBefore = await transfers();
    expect((await setStatus('suspended')).statusCode).toBe(200);
    expect((await get(admin, '/api/admin/overview?period=30d')).json().payoutsDue).toBe(0);

    const run = await t.call('POST', '/api/admin/payouts/run', { token: admin.token });
    expect(run.statusCode).toBe(200);
    const name = (await get(vendor, '/api/vendors/profile')).json().vendorName;
    expect(run.json().payouts.filter((p: { vendorId: number }) => p.vendorId === vendor.id)).toEqual([]);
    expect(run.json().leftOut).toEqual([{ vendorId: vendor.id, vendorName: name, amount: available, reason: 'suspended' }]);
    expect(await transfers()).toBe(sentBefore);
    expect((await balance()).available).toBe(available);
    const [audit] = await rows<{ after: { payouts: number; leftOut: unknown[] } }>(
      t,
      sql`select after from operator_audit where action = 'payouts.run' order by id desc limit 1`,
    );
    expect(audit?.after).toMatchObject({
      payouts: 0,
      leftOut: [{ vendorId: vendor.id, vendorName: name, amount: available, reason: 'suspended' }],
    });

    expect((await setStatus('active')).statusCode).toBe(200);
    const paid = await t.call('POST', '/api/admin/payouts/run', { token: admin.token });
    expect(paid.json().leftOut).toEqual([]);
    expect(paid.json().payouts).toEqual([expect.objectContaining({ vendorId: vendor.id, amount: available, status: 'pending' })]);
    expect(await transfers()).toBe(sentBefore + 1);
    expect((await balance()).available).toBe(0);
  });
});
