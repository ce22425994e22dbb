import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseDue } from '../../../src/domain/ledger/release-due.js';
import type { TestUser } from '../../factories.js';
import { rows, scalar, usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * Decision 158: an exchange's replacement ships on a zero-total exchange order, and may itself be
 * returned. A refund is what the buyer paid for that unit on the sale (its price and its share of
 * the sale's tax), sent once to the sale's payment and reversed once in the ledger on the sale; an
 * exchange again moves no money.
 */
const t = usePaymentsApp();
const shop = returnShop(t);
const { call } = shop;
let vendor: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: number;
let sizes: Record<string, number>;

const orderOf = async (orderId: number) =>
  (
    await rows<{ kind: string; total: string; paymentStatus: string; exchangeFor: number | null; status: string }>(
      t,
      sql`select kind, total_cents::text as total, payment_status as "paymentStatus", exchange_for_order_id as "exchangeFor", status
      from orders where id = ${orderId}`,
    )
  )[0];
const ledgerBalanced = async () => (await call('GET', '/api/admin/ledger/check', admin)).json().balanced as boolean;
/** What the vendor's money on hold still holds of an order, in cents. */
const onHoldOf = (orderId: number) =>
  scalar(
    t,
    sql`select coalesce(sum(e.amount_cents), 0) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.order_id = ${orderId} and a.kind = 'on_hold'`,
  );

/** Exchanges the order's `from` for `to` end to end; answers the exchange order's id. */
async function exchanged(orderId: number, from: string, to: string) {
  const row = await shop.rowOf(buyer, orderId, from);
  const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [
    { orderItemId: row.orderItemId, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes[to] },
  ]);
  const closed = await shop.receivedWhole(vendor, returnId, lines);
  expect(closed).toMatchObject({ status: 'closed', refundAmount: 0 });
  return { returnId, exchangeOrderId: closed.exchangeOrderId as number };
}

beforeAll(async () => {
  ({ vendor, buyer, admin, productId, sizes } = await shop.setUp(
    ['S', 'M', 'L', 'XL'].map((size) => ({ size, stockQuantity: 9 })),
    { price: 40, productName: 'Canvas Jacket' },
  ));
});

describe('returning the replacement of an exchange (decision 158)', () => {
  it('refunds what the sale paid for the unit, tax share included, once at the provider and once in the ledger, on the sale', async () => {
    // A sale of an M and an S: $80.00 and 8% tax ($6.40).
    const saleId = await shop.deliveredOrder(vendor, buyer, productId, [
      [sizes.M as number, 1],
      [sizes.S as number, 1],
    ]);
    const { exchangeOrderId } = await exchanged(saleId, 'M', 'L');
    expect(await orderOf(exchangeOrderId)).toMatchObject({ kind: 'exchange', total: '0', exchangeFor: saleId, status: 'pending' });

    // Not returnable before it arrives.
    const early = await shop.rowOf(buyer, exchangeOrderId, 'L');
    expect(early.returnableQuantity).toBe(0);
    const refused = await call('POST', '/api/buyer/returns', buyer, {
      orderId: exchangeOrderId,
      lines: [{ orderItemId: early.orderItemId, quantity: 1, reason: 'too_large', outcome: 'refund' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This order has not been delivered yet, so it cannot be returned.');

    // Delivered: the L is returnable, at the price paid on the sale, inside the window from its own delivery.
    await shop.deliver(vendor, exchangeOrderId);
    const l = await shop.rowOf(buyer, exchangeOrderId, 'L');
    expect(l).toMatchObject({ returnableQuantity: 1, unitPrice: 40 });
    expect(l.returnUntil).not.toBeNull();
    // Delivering a zero-total exchange posts nothing.
    expect(await scalar(t, sql`select count(*) as n from ledger_journals where order_id = ${exchangeOrderId}`)).toBe(0);

    const lStock = await shop.variantStock(sizes.L as number);
    const back = await shop.sentBack(vendor, buyer, exchangeOrderId, [
      { orderItemId: l.orderItemId, quantity: 1, reason: 'too_large', outcome: 'refund' },
    ]);
    const [first, second] = await Promise.all([
      call('POST', `/api/vendors/returns/${back.returnId}/receive`, vendor, {
        lines: [{ returnLineId: back.lines[0]?.returnLineId, resellable: 1, damaged: 0 }],
      }),
      call('POST', `/api/vendors/returns/${back.returnId}/receive`, vendor, {
        lines: [{ returnLineId: back.lines[0]?.returnLineId, resellable: 1, damaged: 0 }],
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const done = (await call('GET', '/api/buyer/returns', buyer)).json().find((r: { returnId: number }) => r.returnId === back.returnId);
    // $40.00 plus half the sale's tax ($3.20).
    expect(done).toMatchObject({ status: 'closed', refundAmount: 43.2, refundStatus: 'refunded' });
    expect(await shop.variantStock(sizes.L as number)).toBe(lStock + 1);
    expect(await shop.providerRefunds(back.returnId)).toEqual({ count: 1, cents: 4320 });
    expect(await shop.ledgerRefunds(back.returnId)).toEqual([{ orderId: saleId, clearing: 4320 }]);
    expect(await orderOf(saleId)).toMatchObject({ paymentStatus: 'partially_refunded' });
    expect(await orderOf(exchangeOrderId)).toMatchObject({ paymentStatus: 'captured' });
    expect(await shop.mails('return-refunded', back.returnId)).toBe(1);
    // Each unit once: the M went back for the L, the L is back; nothing of them is returnable again.
    expect((await shop.rowOf(buyer, saleId, 'M')).returnableQuantity).toBe(0);
    expect((await shop.rowOf(buyer, exchangeOrderId, 'L')).returnableQuantity).toBe(0);

    // The S refunded too: the tax shares of the sale and its exchange add up to the tax paid, the
    // sale is refunded whole, and the vendor holds nothing of it.
    const s = await shop.rowOf(buyer, saleId, 'S');
    const sBack = await shop.sentBack(vendor, buyer, saleId, [
      { orderItemId: s.orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' },
    ]);
    expect(await shop.receivedWhole(vendor, sBack.returnId, sBack.lines)).toMatchObject({ refundAmount: 43.2, refundStatus: 'refunded' });
    expect(await orderOf(saleId)).toMatchObject({ paymentStatus: 'refunded' });
    expect(
      await scalar(
        t,
        sql`select coalesce(sum(refund_cents), 0) as n from returns r join orders o on o.id = r.order_id
        where coalesce(o.exchange_for_order_id, o.id) = ${saleId}`,
      ),
    ).toBe(8640);
    expect(await onHoldOf(saleId)).toBe(0);
    expect(await ledgerBalanced()).toBe(true);
  });

  it('exchanges the replacement again (L → XL) without moving money, the new exchange order carrying the same sale', async () => {
    const saleId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 1]]);
    const first = await exchanged(saleId, 'M', 'L');
    await shop.deliver(vendor, first.exchangeOrderId);
    const xlStock = await shop.variantStock(sizes.XL as number);
    const again = await exchanged(first.exchangeOrderId, 'L', 'XL');
    expect(await shop.variantStock(sizes.XL as number)).toBe(xlStock - 1);
    expect(await orderOf(again.exchangeOrderId)).toMatchObject({ kind: 'exchange', total: '0', exchangeFor: saleId });
    expect(await shop.providerRefunds(again.returnId)).toEqual({ count: 0, cents: 0 });
    expect(await shop.ledgerRefunds(again.returnId)).toEqual([]);
    expect(await orderOf(saleId)).toMatchObject({ paymentStatus: 'captured' });

    // The XL back for a refund: still what the sale paid, posted on the sale.
    await shop.deliver(vendor, again.exchangeOrderId);
    const xl = await shop.rowOf(buyer, again.exchangeOrderId, 'XL');
    const back = await shop.sentBack(vendor, buyer, again.exchangeOrderId, [
      { orderItemId: xl.orderItemId, quantity: 1, reason: 'changed_mind', outcome: 'refund' },
    ]);
    expect(await shop.receivedWhole(vendor, back.returnId, back.lines)).toMatchObject({ refundAmount: 43.2, refundStatus: 'refunded' });
    expect(await shop.ledgerRefunds(back.returnId)).toEqual([{ orderId: saleId, clearing: 4320 }]);
    expect(await orderOf(saleId)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await onHoldOf(saleId)).toBe(0);
    expect(await ledgerBalanced()).toBe(true);
  });

  it("keeps the sale's money on hold while its exchange order has an open return, and leaves exchanges out of the sales figures", async () => {
    const saleId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.S as number, 1]]);
    const { exchangeOrderId } = await exchanged(saleId, 'S', 'M');
    await shop.deliver(vendor, exchangeOrderId);
    const m = await shop.rowOf(buyer, exchangeOrderId, 'M');
    const made = await call('POST', '/api/buyer/returns', buyer, {
      orderId: exchangeOrderId,
      lines: [{ orderItemId: m.orderItemId, quantity: 1, reason: 'too_small', outcome: 'refund' }],
    });
    expect(made.statusCode).toBe(201);
    // Long after the sale's window: the release timer leaves the sale alone while the return is open.
    await releaseDue(t.db, new Date(Date.now() + 200 * 86_400_000));
    expect(await scalar(t, sql`select count(*) as n from orders where id = ${saleId} and released_at is not null`)).toBe(0);
    // The sales rollup behind the dashboard counts the sale, not its exchange.
    const [sales] = await rows<{ orders: number; cents: string }>(
      t,
      sql`select coalesce(sum(orders), 0)::int as orders, coalesce(sum(sales_cents), 0)::text as cents from sales_rollup
      where vendor_id = ${vendor.id} and category = ''`,
    );
    const [real] = await rows<{ orders: number; cents: string }>(
      t,
      sql`select count(*)::int as orders, coalesce(sum(subtotal_cents), 0)::text as cents from orders
      where vendor_id = ${vendor.id} and kind = 'sale' and status <> 'cancelled'`,
    );
    expect(sales).toEqual(real);
    const [categories] = await rows<{ cents: string }>(
      t,
      sql`select coalesce(sum(sales_cents), 0)::text as cents from sales_rollup where vendor_id = ${vendor.id} and category <> ''`,
    );
    expect(categories?.cents).toBe(real?.cents);
  });
});
