import { RETURN_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { checkLedger } from '../../../src/domain/ledger/check-ledger.js';
import { resolveReturn } from '../../../src/domain/returns/move-return.js';
import type { TestUser } from '../../factories.js';
import { rows, scalar, usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * Money out never exceeds money in, per unit (decision 201): each unit is refunded or exchanged at
 * most once, held by the database; a rejection may be disputed once, in its days, while its units
 * are still its own; the return window a vendor order was sold with stays with it (decision 202);
 * one item may be split between an exchange and a refund; a replacement that cannot ship is
 * refunded instead.
 */
const t = usePaymentsApp();
const shop = returnShop(t);
const { call } = shop;
const DAY = 86_400;
let vendor: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: number;
let sizes: Record<string, number>;

beforeAll(async () => {
  ({ vendor, buyer, admin, productId, sizes } = await shop.setUp(
    [
      { size: 'S', stockQuantity: 20 },
      { size: 'M', stockQuantity: 20 },
      { size: 'L', stockQuantity: 20 },
    ],
    { price: 50, productName: 'Wool Coat' },
  ));
});

/** Moves the money and return clock on, as the sandbox's clock route does: expiries, webhooks, then every timer due. */
async function advance(seconds: number) {
  const psp = t.app.psp;
  if (!psp) throw new Error('the sandbox is not the provider');
  await psp.clock.advance(seconds);
  await psp.store.expireDue();
  await psp.webhooks.deliver();
  await t.app.dueTimers.runDue();
}

const ask = (orderId: number, lines: unknown[]) => call('POST', '/api/buyer/returns', buyer, { orderId, lines });
const one = (orderItemId: number, extra: Record<string, unknown> = {}) => ({
  orderItemId,
  quantity: 1,
  reason: 'changed_mind',
  outcome: 'refund',
  ...extra,
});
const units = async (orderItemId: number) =>
  (
    await rows<{ held: number; refunded: number; exchanged: number }>(
      t,
      sql`select held_units as held, refunded_units as refunded, exchanged_units as exchanged from order_items where id = ${orderItemId}`,
    )
  )[0];
const ledgerCheck = async () => (await call('GET', '/api/admin/ledger/check', admin)).json();
const refundedOf = (orderId: number) => scalar(t, sql`select refunded_cents as n from orders where id = ${orderId}`);

describe('one refund per unit (decision 201)', () => {
  it("the review's reproduction: a rejected return's unit cannot be returned again while the rejection may be disputed, nor disputed once returned since", async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 2]]);
    const row = await shop.rowOf(buyer, orderId, 'M');
    const a = await ask(orderId, [one(row.orderItemId)]);
    expect(a.statusCode, a.body).toBe(201);
    const aId = a.json().returnId as number;
    expect((await call('POST', `/api/vendors/returns/${aId}/reject`, vendor, { reason: 'Worn' })).statusCode).toBe(200);
    // The rejected unit is still A's while A may be disputed: only the other unit can be returned.
    expect((await shop.rowOf(buyer, orderId, 'M')).returnableQuantity).toBe(1);
    const twice = await ask(orderId, [one(row.orderItemId, { quantity: 2 })]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(RETURN_MESSAGES.quantityTooHigh('Wool Coat', 1));
    expect(await units(row.orderItemId)).toEqual({ held: 1, refunded: 0, exchanged: 0 });
    // The buyer's list tells until when the rejection may be disputed.
    const listed = (await call('GET', '/api/buyer/returns', buyer)).json().find((r: { returnId: number }) => r.returnId === aId);
    expect(listed.dueAt).not.toBeNull();

    // 15 days on, the rejection is final: the unit is free again, and a new return of it is taken and refunded.
    await advance(15 * DAY);
    expect(await units(row.orderItemId)).toEqual({ held: 0, refunded: 0, exchanged: 0 });
    const { returnId: bId, lines } = await shop.sentBack(vendor, buyer, orderId, [one(row.orderItemId)]);
    await shop.receivedWhole(vendor, bId, lines);
    expect(await shop.providerRefunds(bId)).toEqual({ count: 1, cents: 5400 });

    // Disputing A now answers 409 and changes nothing; nor can the operator refund A, even forced into dispute.
    const late = await call('POST', `/api/buyer/returns/${aId}/dispute`, buyer, { message: 'It was faulty' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_MESSAGES.disputeClosed);
    await t.db.execute(sql`update returns set status = 'disputed' where id = ${aId}`);
    for (const outcome of ['refund', 'refund_without_return'] as const)
      await expect(resolveReturn(t.db, admin.id, aId, outcome, 'forced', new Date())).rejects.toMatchObject({
        message: RETURN_MESSAGES.unitsAlreadySettled,
      });
    await t.db.execute(sql`update returns set status = 'rejected' where id = ${aId}`);
    expect(await shop.providerRefunds(aId)).toEqual({ count: 0, cents: 0 });
    expect(await units(row.orderItemId)).toEqual({ held: 0, refunded: 1, exchanged: 0 });
    expect(await refundedOf(orderId)).toBe(5400);
    expect(await ledgerCheck()).toMatchObject({ balanced: true, overRefundedLines: [], overRefundedOrders: [] });
  });

  it('the database refuses a unit settled twice and a vendor order refunded past what its buyer paid, on any path', async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.S as number, 1]]);
    const row = await shop.rowOf(buyer, orderId, 'S');
    const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [one(row.orderItemId)]);
    await shop.receivedWhole(vendor, returnId, lines);
    const lineId = lines[0]?.returnLineId as number;
    // A refunded line cannot be moved back or on.
    await expect(t.db.execute(sql`update return_lines set units_state = 'held' where id = ${lineId}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'return_lines_units_final' }),
    });
    // A second line of the same unit cannot be written.
    await expect(
      t.db.execute(
        sql`insert into return_lines (return_id, order_item_id, quantity, reason, outcome, units_state) values (${returnId}, ${row.orderItemId}, 1, 'quality', 'refund', 'refunded')`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'order_items_units_check' }) });
    // A refund past what was paid cannot be fixed on the order.
    await expect(t.db.execute(sql`update returns set refund_cents = refund_cents + 1 where id = ${returnId}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'orders_refunded_check' }),
    });
    expect(await refundedOf(orderId)).toBe(5400);
  });

  it('the ledger check names a line refunded twice and an order refunded past what was paid (data written before the rule)', async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.S as number, 1]]);
    const row = await shop.rowOf(buyer, orderId, 'S');
    const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [one(row.orderItemId)]);
    await shop.receivedWhole(vendor, returnId, lines);
    // What the old code let happen: a second, closed return of the same unit, refunded again. The
    // checks are lifted for this one transaction only, as the old schema had none.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table order_items drop constraint order_items_units_check`);
        await tx.execute(sql`alter table orders drop constraint orders_refunded_check`);
        const [made] = await queryRows<{ id: number }>(
          tx,
          sql`insert into returns (order_id, buyer_id, vendor_id, status, refund_cents, refund_tax_cents, refund_status, created_at, updated_at)
        values (${orderId}, ${buyer.id}, ${vendor.id}, 'closed', 5400, 400, 'refunded', now(), now()) returning id`,
        );
        const id = made?.id;
        await tx.execute(
          sql`insert into return_lines (return_id, order_item_id, quantity, reason, outcome, units_state) values (${id}, ${row.orderItemId}, 1, 'quality', 'refund', 'refunded')`,
        );
        const check = await checkLedger(tx);
        expect(check.balanced).toBe(false);
        expect(check.overRefundedLines).toEqual([
          { orderId, orderItemId: row.orderItemId, quantity: 1, refundedUnits: 2, exchangedUnits: 0 },
        ]);
        expect(check.overRefundedOrders).toEqual([{ orderId, paid: 54, refunded: 108 }]);
        throw new RollBack();
      })
      .catch((err) => {
        if (!(err instanceof RollBack)) throw err;
      });
    expect(await ledgerCheck()).toMatchObject({ balanced: true, overRefundedLines: [], overRefundedOrders: [] });
  });
});

class RollBack extends Error {}

describe("a rejection's dispute (decision 201)", () => {
  it("is taken once: after the operator's decision the buyer's dispute answers 409 and the units are free again", async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.L as number, 1]]);
    const row = await shop.rowOf(buyer, orderId, 'L');
    const id = (await ask(orderId, [one(row.orderItemId)])).json().returnId as number;
    await call('POST', `/api/vendors/returns/${id}/reject`, vendor, { reason: 'Worn' });
    expect((await call('POST', `/api/buyer/returns/${id}/dispute`, buyer, { message: 'Never worn' })).statusCode).toBe(200);
    const decided = await call('POST', `/api/admin/returns/${id}/resolve`, admin, { outcome: 'reject', note: 'Photos show wear' });
    expect(decided.statusCode, decided.body).toBe(200);
    const again = await call('POST', `/api/buyer/returns/${id}/dispute`, buyer, { message: 'Please look again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RETURN_MESSAGES.disputeDecided);
    const after = (await call('GET', '/api/buyer/returns', buyer)).json().find((r: { returnId: number }) => r.returnId === id);
    expect(after).toMatchObject({ status: 'rejected', dueAt: null });
    expect(await units(row.orderItemId)).toEqual({ held: 0, refunded: 0, exchanged: 0 });
  });
});

describe('the return window an order was sold with (decision 202)', () => {
  it('stays when the vendor shortens its policy: the buyer may return on day 20 of 60, and the money stays on hold until then', async () => {
    const long = await shop.setUp([{ size: 'M', stockQuantity: 5 }], { price: 30, productName: 'Rain Jacket' });
    const profile = (await call('GET', '/api/vendors/profile', long.vendor)).json();
    const policy = (days: number) =>
      call('PUT', '/api/vendors/profile', long.vendor, {
        vendorName: profile.vendorName,
        fullName: profile.fullName,
        addressLine1: '1 Main St',
        city: 'Town',
        postalCode: '12345',
        country: 'US',
        returnDays: days,
      });
    expect((await policy(60)).statusCode).toBe(200);
    const orderId = await shop.deliveredOrder(long.vendor, long.buyer, long.productId, [[long.sizes.M as number, 1]]);
    expect((await policy(14)).statusCode).toBe(200);
    await advance(20 * DAY);
    const row = await shop.rowOf(long.buyer, orderId, 'M');
    expect(row.returnableQuantity).toBe(1);
    const balance = (await call('GET', '/api/vendors/balance', long.vendor)).json();
    expect(balance.available).toBe(0);
    expect(balance.onHold).toBeGreaterThan(0);
    const made = await call('POST', '/api/buyer/returns', long.buyer, { orderId, lines: [one(row.orderItemId)] });
    expect(made.statusCode, made.body).toBe(201);
    // A later order is sold with the new, shorter window.
    const later = await shop.deliveredOrder(long.vendor, long.buyer, long.productId, [[long.sizes.M as number, 1]]);
    expect((await shop.orderRows(long.buyer, later))[0]).toMatchObject({ returnDays: 14 });
    expect((await shop.orderRows(long.buyer, orderId))[0]).toMatchObject({ returnDays: 60 });
  });
});

describe('one item, two outcomes', () => {
  it('2 × M: one exchanged for L and one refunded in one return', async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 2]]);
    const row = await shop.rowOf(buyer, orderId, 'M');
    const lBefore = await shop.variantStock(sizes.L as number);
    const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [
      one(row.orderItemId, { reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes.L }),
      one(row.orderItemId, { reason: 'changed_mind' }),
    ]);
    expect(lines).toHaveLength(2);
    const done = await shop.receivedWhole(vendor, returnId, lines);
    expect(done).toMatchObject({ status: 'closed', refundAmount: 54 });
    expect(done.exchangeOrderId).toEqual(expect.any(Number));
    expect(await units(row.orderItemId)).toEqual({ held: 0, refunded: 1, exchanged: 1 });
    expect(await shop.variantStock(sizes.L as number)).toBe(lBefore - 1);
    expect((await shop.rowOf(buyer, orderId, 'M')).returnableQuantity).toBe(0);
  });
});

describe('a replacement that cannot ship (decision 201)', () => {
  /** A delivered order of one M exchanged for an L: answers the sale, the exchange order and the return. */
  async function exchangedOrder(b: TestUser) {
    const orderId = await shop.deliveredOrder(vendor, b, productId, [[sizes.M as number, 1]]);
    const row = await shop.rowOf(b, orderId, 'M');
    const { returnId, lines } = await shop.sentBack(vendor, b, orderId, [
      one(row.orderItemId, { reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes.L }),
    ]);
    const done = await shop.receivedWhole(vendor, returnId, lines);
    return { orderId, exchangeOrderId: done.exchangeOrderId as number, returnId };
  }
  const refundReturnsOf = (exchangeOrderId: number) =>
    rows<{ id: number; refundCents: number; refundStatus: string }>(
      t,
      sql`select id, refund_cents::int as "refundCents", refund_status as "refundStatus" from returns where order_id = ${exchangeOrderId}`,
    );

  it('the vendor cancels the exchange order: the buyer is refunded for the unit once, card and ledger, and the L goes back to stock', async () => {
    const { orderId, exchangeOrderId } = await exchangedOrder(buyer);
    const lBefore = await shop.variantStock(sizes.L as number);
    const cancel = await call('PUT', '/api/vendors/cancelOrder', vendor, { orderId: exchangeOrderId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect(await shop.variantStock(sizes.L as number)).toBe(lBefore + 1);
    const made = await refundReturnsOf(exchangeOrderId);
    expect(made).toEqual([{ id: expect.any(Number), refundCents: 5400, refundStatus: 'refunded' }]);
    const refundId = made[0]?.id as number;
    expect(await shop.providerRefunds(refundId)).toEqual({ count: 1, cents: 5400 });
    expect(await shop.ledgerRefunds(refundId)).toEqual([{ orderId, clearing: 5400 }]);
    expect(await shop.mails('return-refunded', refundId)).toBe(1);
    // Once: a second cancel is refused, and the timer finds nothing more.
    expect((await call('PUT', '/api/vendors/cancelOrder', vendor, { orderId: exchangeOrderId })).statusCode).toBe(409);
    await advance(15 * DAY);
    expect(await refundReturnsOf(exchangeOrderId)).toHaveLength(1);
    expect(await refundedOf(orderId)).toBe(5400);
    expect(await ledgerCheck()).toMatchObject({ balanced: true, overRefundedLines: [], overRefundedOrders: [] });
  });

  it('not shipped within 14 days: the timer cancels it and refunds the buyer once', async () => {
    const { orderId, exchangeOrderId } = await exchangedOrder(buyer);
    await advance(13 * DAY);
    expect(await refundReturnsOf(exchangeOrderId)).toEqual([]);
    await advance(2 * DAY);
    const made = await refundReturnsOf(exchangeOrderId);
    expect(made).toEqual([{ id: expect.any(Number), refundCents: 5400, refundStatus: 'refunded' }]);
    expect(await scalar(t, sql`select count(*) as n from orders where id = ${exchangeOrderId} and status = 'cancelled'`)).toBe(1);
    await advance(DAY);
    expect(await refundReturnsOf(exchangeOrderId)).toHaveLength(1);
    expect(await shop.providerRefunds(made[0]?.id as number)).toEqual({ count: 1, cents: 5400 });
    expect(await refundedOf(orderId)).toBe(5400);
  });
});
