import { API_MESSAGES, type ShippingProfile } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { addToCart, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { appSandbox } from '../sandbox-api.js';
import { cardToken, rows, usePaymentsApp } from './pay.js';

// A Wednesday: 1 processing + 1 express transit business day is Friday.
const clock = fakeClock(Date.parse('2026-11-25T10:00:00Z'));
const t = usePaymentsApp({ now: clock.now });

const withExpress: ShippingProfile = {
  processingDays: 1,
  standard: { firstItem: 5, additionalItem: 1.5, transitDays: [2, 4] },
  express: { firstItem: 15, additionalItem: 3, transitDays: [1, 1] },
  freeOver: 100,
};

let vendor: TestUser;
let buyer: TestUser;
let shirt: number;

beforeEach(async () => {
  vendor = await createVendor(t, {}, withExpress);
  buyer = await createBuyer(t);
  shirt = (await createProduct(t, vendor, { productName: 'Express Shirt', price: 30, stockQuantity: 10 })).productId;
  await addToCart(t, buyer, shirt, 2);
});

const checkout = (body: Record<string, unknown>) => t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body });
const orderRow = async (orderId: number) =>
  (
    await rows<Record<string, unknown>>(
      t,
      sql`select shipping_method as method, shipping_fee_cents::int as fee, discount_cents::int as discount, delivery_from::text as "from",
        delivery_to::text as "to", subtotal_cents::int as subtotal, tax_cents::int as tax, total_cents::int as total from orders where id = ${orderId}`,
    )
  )[0];

describe('checkout with delivery (docs/architecture.md#shipping-and-promotions)', () => {
  it('charges the card the quote’s total with express, writes the delivery on the order, and posts the fee to the vendor without commission', async () => {
    const shipping = { [String(vendor.id)]: 'express' };
    const quote = (await t.call('GET', `/api/buyer/cart/quote?shipping[${vendor.id}]=express`, { token: buyer.token })).json();
    // $60 of goods, express $15 + $3 for the second unit, 8% tax on the goods only.
    expect(quote).toMatchObject({ subtotal: 60, shipping: 18, tax: 4.8, total: 82.8 });

    const token = await cardToken(t);
    const placed = await checkout({ payment: { method: 'card', token }, shipping, expectedTotal: quote.total });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().payment.amount).toBe(82.8);
    const [orderId] = placed.json().orderIds as number[];
    expect((await appSandbox(t).authorizationOf(placed.json().payment.paymentId))?.amountCents).toBe(8280);
    expect(await orderRow(orderId as number)).toEqual({
      method: 'express',
      fee: 1800,
      discount: 0,
      from: '2026-11-27',
      to: '2026-11-27',
      subtotal: 6000,
      tax: 480,
      total: 8280,
    });

    const delivery = { shippingMethod: 'express', shippingFee: 18, discount: 0, deliveryFrom: '2026-11-27', deliveryTo: '2026-11-27' };
    const vendorOrders = (await t.call('GET', '/api/vendors/pendingOrders', { token: vendor.token })).json();
    expect(vendorOrders[0]).toMatchObject({ id: orderId, totalPaid: 82.8, ...delivery });
    const buyerRows = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json();
    expect(buyerRows[0]).toMatchObject({ orderId, totalAmount: 82.8, ...delivery });

    for (const status of ['processing', 'shipped']) {
      const moved = await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status } });
      expect(moved.statusCode).toBe(200);
    }
    const legs = await rows<{ account: string; kind: string; cents: number }>(
      t,
      sql`select a.kind as account, e.kind, e.amount_cents::int as cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.order_id = ${orderId} order by e.id`,
    );
    // Commission (10%) on the $60 of goods only; the $18 fee is the vendor's whole.
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: 'clearing', kind: 'sale', cents: -8280 },
        { account: 'on_hold', kind: 'sale', cents: 6000 },
        { account: 'on_hold', kind: 'shipping', cents: 1800 },
        { account: 'on_hold', kind: 'commission', cents: -600 },
        { account: 'tax_payable', kind: 'tax', cents: 480 },
      ]),
    );
    expect(legs.reduce((s, l) => s + l.cents, 0)).toBe(0);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });

  it('refuses an expected total that leaves delivery out, as any total that moved (409), ordering nothing', async () => {
    const res = await checkout({ payment: { method: 'card', token: await cardToken(t) }, expectedTotal: 64.8 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.pricesChanged);
    const onDelivery = await checkout({ payment: { method: 'on_delivery' }, expectedTotal: 64.8 });
    expect(onDelivery.statusCode).toBe(409);
    expect(await rows(t, sql`select id from orders where buyer_id = ${buyer.id}`)).toEqual([]);
  });

  it('prices a checkout paid on delivery the same way, standard by default', async () => {
    const res = await checkout({ payment: { method: 'on_delivery' }, expectedTotal: 71.3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount).toBe(71.3);
    expect(await orderRow(res.json().orderIds[0])).toMatchObject({ method: 'standard', fee: 650, total: 7130, from: '2026-11-30', to: '2026-12-02' });
  });
});
