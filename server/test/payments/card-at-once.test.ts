import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Statements } from '../../src/db/statements.js';
import type { PaymentProvider } from '../../src/payments/provider.js';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, productPayload, stockOf, type TestUser } from '../factories.js';
import { appSandbox } from '../sandbox-api.js';
import { payByCard, rows, scalar, usePaymentsApp } from './pay.js';

/**
 * Right after its authorisation, the buyer's own call writes a card payment's orders in one
 * statement, from the cart the payment was opened for (decision 197). Its gate lets nothing
 * through that the long way would refuse: whatever changed between the payment's opening and the
 * provider's answer sends the call the long way, which says what changed, and the one statement
 * changes nothing.
 */
const t = usePaymentsApp();
let vendor: TestUser;
let buyer: TestUser;
let productId: number;

const psp = () => {
  if (!t.app.psp) throw new Error('the sandbox is not the provider');
  return t.app.psp;
};
const provider = (): PaymentProvider => t.app.payments.provider;
const original = { authorize: undefined as PaymentProvider['authorize'] | undefined };

/** Runs `meanwhile` after the provider authorised and before the shop hears back. */
function whileAuthorising(meanwhile: () => Promise<void>) {
  const authorize = original.authorize ?? provider().authorize;
  original.authorize = authorize;
  provider().authorize = async (input) => {
    const auth = await authorize(input);
    await meanwhile();
    return auth;
  };
}

/** Counts the shop's top-level statements and transactions from the provider's answer on. */
function countAfterAuthorising() {
  const statements = t.app.statements as Statements & Record<string, unknown>;
  const counts = { rows: 0, transactions: 0, counting: false };
  const rowsOf = statements.rows.bind(statements);
  const transactionOf = statements.transaction.bind(statements);
  statements.rows = ((...args: Parameters<Statements['rows']>) => {
    if (counts.counting) counts.rows += 1;
    return rowsOf(...args);
  }) as Statements['rows'];
  statements.transaction = ((...args: Parameters<Statements['transaction']>) => {
    if (counts.counting) counts.transactions += 1;
    return transactionOf(...args);
  }) as Statements['transaction'];
  whileAuthorising(async () => {
    counts.counting = true;
  });
  return {
    counts,
    restore() {
      statements.rows = rowsOf;
      statements.transaction = transactionOf;
    },
  };
}

const paymentOf = async (paymentId: string) =>
  (
    await rows<{ status: string; orders: number }>(
      t,
      sql`select status, (select count(*)::int from orders where payment_id = ${paymentId}) as orders from payments where id = ${paymentId}`,
    )
  )[0];
const lastPaymentOf = async (b: TestUser) =>
  (await rows<{ id: string }>(t, sql`select id from payments where buyer_id = ${b.id} order by created_at desc limit 1`))[0]?.id ?? '';
const mailsQueued = () => scalar(t, sql`select count(*) as n from outbox`);
const updateProduct = async (changes: { price?: number; stockQuantity?: number }) => {
  const res = await t.call('PUT', '/api/vendors/updateProduct', {
    token: vendor.token,
    body: { ...productPayload({ productName: 'Gate Tee', price: 10, stockQuantity: 20 }), productId, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeEach(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  productId = (await createProduct(t, vendor, { productName: 'Gate Tee', price: 10, stockQuantity: 20 })).productId;
  await addToCart(t, buyer, productId, 2);
  // The provider's webhooks wait, so the buyer's call is the only one placing orders here.
  psp().webhooks.mode = 'late';
});
afterEach(async () => {
  if (original.authorize) provider().authorize = original.authorize;
  original.authorize = undefined;
  psp().webhooks.mode = 'normal';
  await psp().webhooks.deliver();
});

describe('a card payment becomes orders in one statement once authorised (decision 197)', () => {
  it('writes the orders, the stock, the cart and the mails with one statement and no transaction', async () => {
    const counter = countAfterAuthorising();
    const mailsBefore = await mailsQueued();
    try {
      const res = await payByCard(t, buyer);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ orderIds: [expect.any(Number)], payment: { status: 'authorized', amount: 21.6 } });
    } finally {
      counter.restore();
    }
    expect(counter.counts).toMatchObject({ rows: 1, transactions: 0 });
    const paymentId = await lastPaymentOf(buyer);
    expect(await paymentOf(paymentId)).toEqual({ status: 'placed', orders: 1 });
    expect(await stockOf(t, productId)).toBe(18);
    expect(await cartOf(t, buyer)).toEqual([]);
    // The buyer's confirmation and the vendor's 'New order'.
    expect((await mailsQueued()) - mailsBefore).toBe(2);
    const [order] = await rows<{ total: string; shipCity: string; paymentStatus: string }>(
      t,
      sql`select total_cents::text as total, ship_city as "shipCity", payment_status as "paymentStatus" from orders where payment_id = ${paymentId}`,
    );
    const [profile] = await rows<{ city: string }>(t, sql`select city from users where id = ${buyer.id}`);
    expect(order).toEqual({ total: '2160', shipCity: profile?.city, paymentStatus: 'authorized' });
  });

  it('a price changed meanwhile: the long way answers 409, the authorisation is voided, nothing is placed', async () => {
    const mailsBefore = await mailsQueued();
    whileAuthorising(() => updateProduct({ price: 12 }));
    const res = await payByCard(t, buyer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.pricesChanged);
    const paymentId = await lastPaymentOf(buyer);
    expect(await paymentOf(paymentId)).toEqual({ status: 'voided', orders: 0 });
    expect(await stockOf(t, productId)).toBe(20);
    expect(await mailsQueued()).toBe(mailsBefore);
    expect((await appSandbox(t).authorizationOf(paymentId))?.status).toBe('voided');
  });

  it('sold down meanwhile: 409 naming the line, the stock as the vendor left it', async () => {
    whileAuthorising(() => updateProduct({ stockQuantity: 1 }));
    const res = await payByCard(t, buyer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Gate Tee');
    expect(await paymentOf(await lastPaymentOf(buyer))).toEqual({ status: 'voided', orders: 0 });
    expect(await stockOf(t, productId)).toBe(1);
  });

  it('the cart changed in another tab meanwhile: 409, the cart as the other tab left it', async () => {
    whileAuthorising(async () => {
      await addToCart(t, buyer, productId, 1);
    });
    const res = await payByCard(t, buyer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.cartChanged);
    expect(await paymentOf(await lastPaymentOf(buyer))).toEqual({ status: 'voided', orders: 0 });
    expect(await stockOf(t, productId)).toBe(20);
    expect(await cartOf(t, buyer)).toMatchObject([{ productId: String(productId), quantity: 3 }]);
  });

  it('placed meanwhile by another caller: one set of orders, both answers name them', async () => {
    // Another call (here the buyer's confirmation from a second tab) places it while this one
    // waits for the provider's answer.
    let other: { statusCode: number; body: string } | undefined;
    whileAuthorising(async () => {
      const paymentId = await lastPaymentOf(buyer);
      other = await t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: buyer.token });
    });
    const res = await payByCard(t, buyer);
    expect(res.statusCode, res.body).toBe(201);
    expect(other?.statusCode, other?.body).toBe(200);
    const paymentId = await lastPaymentOf(buyer);
    expect(await paymentOf(paymentId)).toEqual({ status: 'placed', orders: 1 });
    expect(res.json().orderIds).toEqual(JSON.parse(other?.body ?? '{}').orderIds);
    expect(await stockOf(t, productId)).toBe(18);
  });
});
