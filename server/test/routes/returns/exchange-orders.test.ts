import { EXCHANGE_TEXTS, EXPECTED_DELIVERY_DAYS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailJob } from '../../../src/domain/queue-mails.js';
import { renderMail } from '../../../src/mail/messages.js';
import type { TestUser } from '../../factories.js';
import { rows, usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * An exchange's replacement order says it is one, to the vendor and to the buyer, and the mails
 * about an exchange and a rejection tell the right moment and the shop's reason (docs/decisions/217).
 */
const t = usePaymentsApp();
const shop = returnShop(t);
const { call, mails } = shop;
let vendor: TestUser;
let buyer: TestUser;
let productId: number;
let sizes: Record<string, number>;

/** The mails queued of `kind` about `key` (a return or an order), as they would go out now. */
async function rendered(kind: MailJob['kind'], key: { returnId: number } | { orderId: number }) {
  const [field, id] = 'returnId' in key ? ['returnId', key.returnId] : ['orderId', key.orderId];
  const jobs = await rows<{ payload: MailJob }>(
    t,
    sql`select payload from outbox where kind = ${kind} and (payload->>${field})::int = ${id} order by id`,
  );
  const ctx = { db: t.db, statements: t.database.statements, publicUrl: 'https://shop.example.test' };
  return Promise.all(jobs.map(async ({ payload }) => (await renderMail(ctx, payload))?.text ?? ''));
}

beforeAll(async () => {
  ({ vendor, buyer, productId, sizes } = await shop.setUp(
    ['M', 'L'].map((size) => ({ size, stockQuantity: 5 })),
    { price: 40, productName: 'Field Jacket' },
  ));
  // Mails to a confirmed address name the shop and quote what was typed.
  await t.db.execute(sql`update users set email_verified_at = now() where id in (${vendor.id}, ${buyer.id})`);
});

describe('an exchange order (docs/decisions/217)', () => {
  it('says it is the exchange of its return, and the buyer hears "on its way" only when it ships', async () => {
    const saleId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 1]]);
    const m = await shop.rowOf(buyer, saleId, 'M');
    const { returnId, lines } = await shop.sentBack(vendor, buyer, saleId, [
      { orderItemId: m.orderItemId, quantity: 1, reason: 'too_small', outcome: 'exchange', exchangeVariantId: sizes.L },
    ]);
    const closed = await shop.receivedWhole(vendor, returnId, lines);
    const exchangeId = closed.exchangeOrderId as number;

    // Received, not shipped: nothing tells the buyer it is on its way.
    expect(await mails('return-exchange', returnId)).toBe(0);

    // The vendor's list and mail: an exchange for the return, no order "placed", nothing paid.
    const listed = (await call('GET', '/api/vendors/pendingOrders', vendor)).json() as {
      id: number;
      kind: string;
      exchangeForReturnId: number | null;
    }[];
    expect(listed.find((o) => o.id === exchangeId)).toMatchObject({ kind: 'exchange', exchangeForReturnId: returnId });
    expect(listed.find((o) => o.id === saleId)).toMatchObject({ kind: 'sale', exchangeForReturnId: null });
    const [vendorMail] = await rendered('vendor-new-order', { orderId: exchangeId });
    expect(vendorMail).toContain(EXCHANGE_TEXTS.vendorMail(exchangeId, returnId));
    expect(vendorMail).not.toMatch(/has placed|Total paid|Paid by card/);
    expect(vendorMail).toContain(EXCHANGE_TEXTS.totalNoCharge);

    // The buyer's history names the return the order ships.
    const row = (await shop.orderRows(buyer, exchangeId))[0];
    expect(row).toMatchObject({ orderKind: 'exchange', exchangeForReturnId: returnId });
    expect((await shop.orderRows(buyer, saleId))[0]).toMatchObject({ orderKind: 'sale', exchangeForReturnId: null });

    // Expected as any order is: EXPECTED_DELIVERY_DAYS after it is written.
    const [dates] = await rows<{ seconds: number }>(
      t,
      sql`select extract(epoch from expected_delivery - created_at)::int as seconds from orders where id = ${exchangeId}`,
    );
    expect(dates?.seconds).toBe(EXPECTED_DELIVERY_DAYS * 86_400);

    // Shipped with tracking: now the buyer hears it, once, with the tracking, instead of a plain "shipped".
    for (const status of ['processing', 'shipped'])
      expect(
        (
          await call('PUT', '/api/vendors/updateOrderStatus', vendor, {
            orderId: exchangeId,
            status,
            ...(status === 'shipped' ? { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } : {}),
          })
        ).statusCode,
      ).toBe(200);
    const [onItsWay, ...again] = await rendered('return-exchange', { returnId });
    expect(again).toEqual([]);
    expect(onItsWay).toContain(EXCHANGE_TEXTS.shipped(returnId, saleId, exchangeId));
    expect(onItsWay).toContain('1Z999AA10123456784');
    expect(await rendered('order-shipped', { orderId: exchangeId })).toEqual([]);
    // A sale's shipping is told as before.
    expect(await rendered('order-shipped', { orderId: saleId })).toHaveLength(1);
  });
});

describe('the rejection mail (docs/decisions/217)', () => {
  it("quotes the shop's reason", async () => {
    const saleId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 1]]);
    const m = await shop.rowOf(buyer, saleId, 'M');
    const made = await call('POST', '/api/buyer/returns', buyer, {
      orderId: saleId,
      lines: [{ orderItemId: m.orderItemId, quantity: 1, reason: 'changed_mind', outcome: 'refund' }],
    });
    const returnId = made.json().returnId as number;
    expect(
      (await call('POST', `/api/vendors/returns/${returnId}/reject`, vendor, { reason: 'Worn, with the tags cut off' })).statusCode,
    ).toBe(200);
    const [mail] = await rendered('return-rejected', { returnId });
    expect(mail).toContain("The shop's reason: “Worn, with the tags cut off”");
    expect(mail).toContain('you may dispute the decision from your orders');
  });
});
