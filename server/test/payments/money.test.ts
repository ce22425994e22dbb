import { PAYMENT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, createBuyer, createProduct, createVendor, stockOf, type TestUser } from '../factories.js';
import { startSmtp, subjectsTo, type TestSmtp } from '../smtp.js';
import { captureBeforeShipping } from '../../src/payments/shares/capture.js';
import type { PaymentProvider } from '../../src/payments/provider.js';
import { appSandbox } from '../sandbox-api.js';
import { CARDS, payByCard, rows, usePaymentsApp } from './pay.js';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const logLines: string[] = [];
const t = usePaymentsApp({
  get smtpUrl() {
    return smtp.url;
  },
  logLevel: 'info',
  logStream: { write: (line) => void logLines.push(line) },
});

let shirts: TestUser;
let boots: TestUser;
let buyer: TestUser;
let shirt: number;
let boot: number;

beforeEach(async () => {
  await t.app.mail.runOnce();
  smtp.received.length = 0;
  [shirts, boots, buyer] = [await createVendor(t), await createVendor(t), await createBuyer(t)];
  shirt = (await createProduct(t, shirts, { productName: 'Money Shirt', price: 30, stockQuantity: 5 })).productId;
  boot = (await createProduct(t, boots, { productName: 'Money Boots', price: 80, stockQuantity: 5 })).productId;
});

/** The payment's authorisation as the sandbox answers it. */
const auth = async (paymentId: string) => {
  const a = await appSandbox(t).authorizationOf(paymentId);
  return a ? { status: a.status, captured: a.capturedCents, voided: a.voidedCents, refunded: a.refundedCents } : undefined;
};
const orderRow = async (orderId: number) =>
  (
    await rows<{ status: string; paymentStatus: string; totalCents: number }>(
      t,
      sql`select status, payment_status as "paymentStatus", total_cents::int as "totalCents" from orders where id = ${orderId}`,
    )
  )[0];
const move = (vendor: TestUser, orderId: number, status: string) =>
  t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status } });

/** Two shops' orders from one card payment. */
async function paidByCard(card: string = CARDS.ok) {
  await addToCart(t, buyer, shirt, 1);
  await addToCart(t, buyer, boot, 1);
  const res = await payByCard(t, buyer, card);
  expect(res.statusCode).toBe(201);
  const [shirtOrder, bootOrder] = res.json().orderIds as number[];
  return { paymentId: res.json().payment.paymentId as string, shirtOrder: shirtOrder as number, bootOrder: bootOrder as number };
}

describe('money follows the goods (docs/architecture.md#payments)', () => {
  it("captures each vendor order's share when it ships, once; the other share stays authorised", async () => {
    const { paymentId, shirtOrder, bootOrder } = await paidByCard();
    expect((await move(shirts, shirtOrder, 'processing')).statusCode).toBe(200);
    const shipped = await move(shirts, shirtOrder, 'shipped');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', paymentStatus: 'captured' });
    const shirtTotal = (await orderRow(shirtOrder))?.totalCents;
    expect(await auth(paymentId)).toEqual({ status: 'authorized', captured: shirtTotal, voided: 0, refunded: 0 });
    expect((await move(shirts, shirtOrder, 'completed')).statusCode).toBe(200);
    expect((await auth(paymentId))?.captured).toBe(shirtTotal);
    // Auto Deliver captures too; then nothing is left of the authorisation.
    const delivered = await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: boots.token, body: { orderId: bootOrder } });
    expect(delivered.json()).toMatchObject({ status: 'Delivered', paymentStatus: 'captured' });
    expect(await auth(paymentId)).toMatchObject({ status: 'captured', voided: 0 });
  });

  it("a failed capture leaves the order unshipped and tells the vendor 'Payment could not be captured'", async () => {
    const { shirtOrder } = await paidByCard(CARDS.captureFails);
    await move(shirts, shirtOrder, 'processing');
    for (let i = 0; i < 2; i++) {
      const res = await move(shirts, shirtOrder, 'shipped');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_TEXTS.captureFailed);
    }
    expect(await orderRow(shirtOrder)).toMatchObject({ status: 'processing', paymentStatus: 'failed' });
  });

  it("a cancelled order's share is voided; the rest of the authorisation holds", async () => {
    const { paymentId, shirtOrder, bootOrder } = await paidByCard();
    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId: shirtOrder } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    const shirtTotal = (await orderRow(shirtOrder))?.totalCents;
    expect(await auth(paymentId)).toEqual({ status: 'authorized', captured: 0, voided: shirtTotal, refunded: 0 });
    await move(boots, bootOrder, 'processing');
    expect((await move(boots, bootOrder, 'shipped')).json().paymentStatus).toBe('captured');
    expect(await auth(paymentId)).toMatchObject({ status: 'captured', voided: shirtTotal });
  });

  it('a vendor order cancelled after its capture is refunded: the capture went through, the move to shipped did not', async () => {
    const { paymentId, shirtOrder } = await paidByCard();
    await move(shirts, shirtOrder, 'processing');
    // The ship's first half (a crash, or another tab, before the status moved).
    await captureBeforeShipping(t.app.money, shirts.id, shirtOrder, 'shipped');
    expect(await orderRow(shirtOrder)).toMatchObject({ status: 'processing', paymentStatus: 'captured' });
    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId: shirtOrder } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const shirtTotal = (await orderRow(shirtOrder))?.totalCents;
    expect(await auth(paymentId)).toEqual({ status: 'authorized', captured: shirtTotal, voided: 0, refunded: shirtTotal });
    // Cancelling again changes nothing and refunds nothing twice.
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId: shirtOrder } })).statusCode).toBe(409);
    expect((await auth(paymentId))?.refunded).toBe(shirtTotal);
  });

  it('an order cancelled while its capture is on its way: the share voided, the money taken refunded, never kept', async () => {
    const { paymentId, shirtOrder } = await paidByCard();
    await move(shirts, shirtOrder, 'processing');
    const real = t.app.payments.provider;
    // The vendor's other tab cancels just as the provider captures.
    const racing: PaymentProvider = Object.create(real, {
      capture: {
        value: async (id: string, amountCents: number, key: string) => {
          const result = await real.capture(id, amountCents, key);
          const res = await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId: shirtOrder } });
          expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
          return result;
        },
      },
    });
    await captureBeforeShipping({ ...t.app.money, provider: racing }, shirts.id, shirtOrder, 'shipped');
    const shirtTotal = (await orderRow(shirtOrder))?.totalCents;
    expect(await orderRow(shirtOrder)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await auth(paymentId)).toMatchObject({ captured: shirtTotal, voided: shirtTotal, refunded: shirtTotal });
  });

  it('a capture refused, then the order cancelled: its share is voided', async () => {
    const { paymentId, shirtOrder } = await paidByCard(CARDS.captureFails);
    await move(shirts, shirtOrder, 'processing');
    expect((await move(shirts, shirtOrder, 'shipped')).statusCode).toBe(409);
    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId: shirtOrder } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect((await auth(paymentId))?.voided).toBe((await orderRow(shirtOrder))?.totalCents);
  });

  it("a pay-on-delivery order cancelled owes nothing: 'voided', not 'due_on_delivery' (decision 185)", async () => {
    await addToCart(t, buyer, shirt, 1);
    const placed = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    const [orderId] = placed.json().orderIds as number[];
    const cancelled = await t.call('PUT', '/api/vendors/cancelOrder', { token: shirts.token, body: { orderId } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentMethod: 'on_delivery', paymentStatus: 'voided' });
    const history = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json() as {
      orderId: number;
      paymentStatus: string;
    }[];
    expect(history.find((o) => o.orderId === orderId)?.paymentStatus).toBe('voided');
  });

  it('an authorisation not captured in 7 days expires: its open orders are cancelled, stock returned, the buyer mailed', async () => {
    const { shirtOrder, bootOrder } = await paidByCard();
    await move(boots, bootOrder, 'processing');
    await move(boots, bootOrder, 'shipped');
    expect(await stockOf(t, shirt)).toBe(4);
    // The clock answers once every timer then due has run.
    const clock = await t.call('POST', '/psp/v1/clock', { token: t.app.psp?.apiKey, body: { advanceSeconds: 7 * 86_400 + 60 } });
    expect(clock.statusCode).toBe(200);
    expect(await orderRow(shirtOrder)).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect(await orderRow(bootOrder)).toMatchObject({ status: 'shipped', paymentStatus: 'captured' });
    expect(await stockOf(t, shirt)).toBe(5);
    await t.app.mail.runOnce();
    expect(subjectsTo(smtp, buyer.email)).toContain(`Order #${shirtOrder} has been cancelled`);
  });

  it('an authorisation expires on the passing time too: the due timers every instance runs find it', async () => {
    const { paymentId, shirtOrder } = await paidByCard();
    // Seven days went by: the clock moves on by itself, running no timer, as time passes.
    await t.app.psp?.clock.advance(7 * 86_400 + 1);
    await Promise.all([t.app.dueTimers.runDue(), t.app.dueTimers.runDue()]);
    expect(await orderRow(shirtOrder)).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect(await stockOf(t, shirt)).toBe(5);
    expect((await auth(paymentId))?.status).toBe('expired');
  });

  it('mails name how the order was paid; the vendor hears of a 3-D Secure order only once it is placed', async () => {
    await addToCart(t, buyer, shirt, 1);
    const pending = await payByCard(t, buyer, CARDS.threeDs);
    expect(pending.statusCode).toBe(202);
    await t.app.mail.runOnce();
    expect(subjectsTo(smtp, shirts.email).filter((s) => s.startsWith('New order'))).toEqual([]);
    const { paymentId, redirectUrl } = pending.json().payment;
    await t.app.inject({
      method: 'POST',
      url: `/psp/v1/challenges/${redirectUrl.split('/').pop()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    const confirmed = await t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: buyer.token });
    const [orderId] = confirmed.json().orderIds;
    await t.app.mail.runOnce();
    const vendorMail = smtp.received.find((m) => m.subject === `New order #${orderId}`);
    expect(vendorMail?.text).toContain(PAYMENT_TEXTS.mailVendor.card);
    const buyerMail = smtp.received.find((m) => m.subject === `Order confirmation #${orderId}`);
    expect(buyerMail?.text).toContain(PAYMENT_TEXTS.mailBuyer.card);

    await addToCart(t, buyer, boot, 1);
    const cod = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    await t.app.mail.runOnce();
    const [codOrder] = cod.json().orderIds;
    expect(smtp.received.find((m) => m.subject === `New order #${codOrder}`)?.text).toContain(PAYMENT_TEXTS.mailVendor.on_delivery);
  });

  it('no card number, CVC or card token in the shop’s tables, logs or mails', async () => {
    await addToCart(t, buyer, shirt, 1);
    const token = (
      await t.call('POST', '/psp/v1/tokens', {
        body: { number: CARDS.ok, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '731' },
      })
    ).json().token as string;
    const declinedToken = (
      await t.call('POST', '/psp/v1/tokens', {
        body: { number: CARDS.declined, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '731' },
      })
    ).json().token as string;
    expect(
      (
        await t.call('POST', '/api/buyer/cart/checkout', {
          token: buyer.token,
          body: { payment: { method: 'card', token: declinedToken } },
        })
      ).statusCode,
    ).toBe(402);
    expect(
      (await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { payment: { method: 'card', token } } })).statusCode,
    ).toBe(201);
    await t.app.mail.runOnce();
    const shopTables = ['payments', 'payment_events', 'orders', 'order_items', 'outbox', 'users', 'cart_items'];
    const dumped: string[] = [];
    for (const table of shopTables) dumped.push(JSON.stringify(await rows(t, sql.raw(`select * from ${table}`))));
    const mails = smtp.received.map((m) => `${m.text} ${m.html}`);
    for (const [where, text] of [
      ['tables', dumped.join('\n')],
      ['logs', logLines.join('\n')],
      ['mails', mails.join('\n')],
    ] as const) {
      for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', token, declinedToken, '"cvc"', '"number"']) {
        expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
      }
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
