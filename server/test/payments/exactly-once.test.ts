import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderUnavailable } from '../../src/payments/provider.js';
import type { WebhookMode } from '../../src/sandbox/index.js';
import { addToCart, createBuyer, createProduct, createVendor, stockOf, type TestUser } from '../factories.js';
import { appSandbox } from '../sandbox-api.js';
import type { TestApp } from '../test-app.js';
import { answerChallenge, CARDS, cardToken, payByCard, rows, scalar, usePaymentsApp } from './pay.js';

const t = usePaymentsApp();
let vendor: TestUser;
let buyer: TestUser;
let productId: number;

const psp = (app: TestApp) => {
  if (!app.app.psp) throw new Error('the sandbox is not the provider');
  return app.app.psp;
};
const ordersOfPayment = (app: TestApp, paymentId: string) =>
  scalar(app, sql`select count(*) as n from orders where payment_id = ${paymentId}`);
const paymentStatus = async (app: TestApp, paymentId: string) =>
  (await rows<{ status: string }>(app, sql`select status from payments where id = ${paymentId}`))[0]?.status;

beforeEach(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  productId = (await createProduct(t, vendor, { productName: 'Once Tee', price: 10, stockQuantity: 20 })).productId;
  await addToCart(t, buyer, productId, 1);
});
afterEach(async () => {
  // What a test held back or lost is delivered now, so the next one counts only its own.
  psp(t).webhooks.mode = 'normal';
  await psp(t).webhooks.deliver();
});

/** A 3-D Secure checkout waiting for the buyer's answer. */
async function challenged(b: TestUser = buyer) {
  const res = await payByCard(t, b, CARDS.threeDs);
  expect(res.statusCode).toBe(202);
  return res.json().payment as { paymentId: string; redirectUrl: string };
}
/** A 3-D Secure checkout the buyer has answered at the provider, its webhooks sent as `mode` says. */
async function answered(mode: WebhookMode, outcome: 'approve' | 'fail' = 'approve') {
  psp(t).webhooks.mode = mode;
  const payment = await challenged();
  await answerChallenge(t, payment.redirectUrl, outcome);
  return payment;
}
const confirm = (paymentId: string, b: TestUser = buyer) => t.call('POST', `/api/buyer/payments/${paymentId}/confirm`, { token: b.token });
/** A webhook delivery as the sandbox signs it. */
const postSigned = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'seamline-signature': psp(t).webhooks.sign(body) },
    payload: body,
  });

describe('a payment becomes orders exactly once, whatever arrives when (docs/architecture.md#payments)', () => {
  it('the webhook before the client: the webhook places the orders, the confirmation finds them', async () => {
    const { paymentId } = await answered('before_client');
    // The webhook was handled before the challenge answered: the orders exist already.
    expect(await paymentStatus(t, paymentId)).toBe('placed');
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    const res = await confirm(paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().orderIds).toHaveLength(1);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(await stockOf(t, productId)).toBe(19);
  });

  it('confirm twice at once: one set of orders, the same answer to both', async () => {
    const { paymentId } = await answered('lost');
    const [a, b] = await Promise.all([confirm(paymentId), confirm(paymentId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().orderIds).toEqual(b.json().orderIds);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(await stockOf(t, productId)).toBe(19);
  });

  it('the same webhook three times: handled once', async () => {
    psp(t).webhooks.mode = 'duplicate';
    const before = psp(t).webhooks.answers.length;
    const { paymentId, redirectUrl } = await challenged();
    await answerChallenge(t, redirectUrl, 'approve');
    await psp(t).webhooks.deliver();
    expect(psp(t).webhooks.answers.slice(before)).toEqual([200, 200, 200]);
    expect(await scalar(t, sql`select count(*) as n from payment_events where payment_id = ${paymentId}`)).toBe(1);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect((await confirm(paymentId)).statusCode).toBe(200);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(await stockOf(t, productId)).toBe(19);
  });

  it('webhooks out of order: the capture before the authorisation changes nothing back', async () => {
    psp(t).webhooks.mode = 'out_of_order';
    const placed = await payByCard(t, buyer);
    expect(placed.statusCode).toBe(201);
    const { paymentId } = placed.json().payment;
    const [orderId] = placed.json().orderIds;
    for (const status of ['processing', 'shipped']) {
      const res = await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status } });
      expect(res.statusCode).toBe(200);
    }
    await psp(t).webhooks.flush();
    expect(await scalar(t, sql`select count(*) as n from payment_events where payment_id = ${paymentId}`)).toBe(2);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    const [order] = await rows<{ status: string; paymentStatus: string }>(
      t,
      sql`select status, payment_status as "paymentStatus" from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ status: 'shipped', paymentStatus: 'captured' });
    expect(await paymentStatus(t, paymentId)).toBe('placed');
  });

  it('a forged, stale or missing signature is refused and changes nothing; the right one is handled', async () => {
    const { paymentId } = await answered('lost');
    const auth = await appSandbox(t).authorizationOf(paymentId);
    const body = JSON.stringify({
      events: [{ id: 'evt_forged_1', type: 'authorization.succeeded', data: { authorizationId: auth?.id, paymentId } }],
    });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', ...(signature ? { 'seamline-signature': signature } : {}) },
        payload: body,
      });
    const forged = `t=${now},v1=${'ab'.repeat(32)}`;
    const stale = psp(t).webhooks.sign(body, now - 301);
    const otherBody = psp(t).webhooks.sign(`${body} `, now);
    for (const signature of [forged, stale, otherBody, undefined, 'nonsense']) {
      const res = await post(signature);
      expect(res.statusCode, String(signature)).toBe(400);
    }
    expect(await paymentStatus(t, paymentId)).toBe('requires_action');
    expect(await scalar(t, sql`select count(*) as n from payment_events where event_id = 'evt_forged_1'`)).toBe(0);
    expect(await ordersOfPayment(t, paymentId)).toBe(0);
    // This event carries no authorisation: the shop asks the provider for it.
    const asked = psp(t).retrieveCalls;
    const signed = await post(psp(t).webhooks.sign(body, now));
    expect(signed.statusCode).toBe(200);
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(psp(t).retrieveCalls - asked).toBe(1);
  });

  it('a webhook carries the authorisation as the provider sent it: the shop settles it without asking again', async () => {
    const { paymentId } = await answered('late');
    expect(await paymentStatus(t, paymentId)).toBe('requires_action');
    const asked = psp(t).retrieveCalls;
    await psp(t).webhooks.flush();
    expect(await paymentStatus(t, paymentId)).toBe('placed');
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(psp(t).retrieveCalls - asked).toBe(0);
  });

  it('several events in one delivery: each payment settled, each event once', async () => {
    const other = await createBuyer(t);
    await addToCart(t, other, productId, 1);
    psp(t).webhooks.mode = 'late';
    const first = await challenged();
    const second = await challenged(other);
    await answerChallenge(t, first.redirectUrl, 'approve');
    await answerChallenge(t, second.redirectUrl, 'approve');
    const before = psp(t).webhooks.answers.length;
    await psp(t).webhooks.flush();
    // Both authorisations' news went in one delivery.
    expect(psp(t).webhooks.answers.slice(before)).toEqual([200]);
    for (const { paymentId } of [first, second]) {
      expect(await paymentStatus(t, paymentId)).toBe('placed');
      expect(await ordersOfPayment(t, paymentId)).toBe(1);
    }
    expect(await stockOf(t, productId)).toBe(18);
  });

  it('a delivery with an event the shop could not check: 503, the others stand, the redelivery settles the rest once', async () => {
    const other = await createBuyer(t);
    await addToCart(t, other, productId, 1);
    const first = await answered('lost');
    const second = await challenged(other);
    await answerChallenge(t, second.redirectUrl, 'approve');
    const authOf = async (paymentId: string) => (await appSandbox(t).authorizationOf(paymentId))?.id;
    const event = (id: string, paymentId: string, authorizationId?: string) => ({
      id,
      type: 'authorization.succeeded',
      data: { authorizationId, paymentId },
    });
    const run = Date.now();
    // Neither carries its authorisation, so the shop asks the provider for each; the same event twice is one.
    const a = event(`evt_a_${run}`, first.paymentId, await authOf(first.paymentId));
    const b = event(`evt_b_${run}`, second.paymentId, await authOf(second.paymentId));
    const body = JSON.stringify({ events: [a, b, a] });
    const post = () => postSigned(body);
    const retrieve = vi.spyOn(t.app.payments.provider, 'retrieve').mockRejectedValueOnce(new ProviderUnavailable('no answer'));
    try {
      const failed = await post();
      expect(failed.statusCode).toBe(503);
      expect(await paymentStatus(t, first.paymentId)).toBe('requires_action');
      expect(await ordersOfPayment(t, first.paymentId)).toBe(0);
      expect(await paymentStatus(t, second.paymentId)).toBe('placed');
      expect(await ordersOfPayment(t, second.paymentId)).toBe(1);
      const again = await post();
      expect(again.statusCode).toBe(200);
    } finally {
      retrieve.mockRestore();
    }
    for (const { paymentId } of [first, second]) {
      expect(await paymentStatus(t, paymentId)).toBe('placed');
      expect(await ordersOfPayment(t, paymentId)).toBe(1);
      expect(await scalar(t, sql`select count(*) as n from payment_events where payment_id = ${paymentId}`)).toBe(1);
    }
    expect(await stockOf(t, productId)).toBe(18);
  });

  it('an event of an authorisation the provider does not know is taken (200) and changes nothing', async () => {
    const { paymentId } = await answered('lost');
    const body = JSON.stringify({
      events: [
        { id: `evt_unknown_${Date.now()}`, type: 'authorization.succeeded', data: { authorizationId: 'auth_nobody_made', paymentId } },
      ],
    });
    const res = await postSigned(body);
    expect(res.statusCode).toBe(200);
    expect(await paymentStatus(t, paymentId)).toBe('requires_action');
    expect(await ordersOfPayment(t, paymentId)).toBe(0);
    expect(await stockOf(t, productId)).toBe(20);
  });

  it('a signed delivery that is not one of events is refused and changes nothing', async () => {
    const { paymentId } = await answered('lost');
    const bodies = [
      JSON.stringify({ id: `evt_bare_${Date.now()}`, type: 'authorization.succeeded', data: { paymentId } }),
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: [{ id: 1, type: 'authorization.succeeded' }] }),
      JSON.stringify({ events: Array.from({ length: 101 }, (_, i) => ({ id: `evt_${i}`, type: 'x', data: { authorizationId: 'a' } })) }),
      'null',
    ];
    for (const body of bodies) {
      const res = await postSigned(body);
      expect(res.statusCode, body.slice(0, 40)).toBe(400);
    }
    expect(await paymentStatus(t, paymentId)).toBe('requires_action');
  });

  it('an authorisation carried for another id is not believed: the shop asks the provider, whose truth stands', async () => {
    const { paymentId } = await answered('lost', 'fail');
    const auth = await appSandbox(t).authorizationOf(paymentId);
    const other = { id: 'auth_other', status: 'authorized', amountCents: 1100, capturedCents: 0, voidedCents: 0, refundedCents: 0 };
    const body = JSON.stringify({
      events: [
        {
          id: `evt_other_${Date.now()}`,
          type: 'authorization.succeeded',
          data: { authorizationId: auth?.id, paymentId, authorization: { ...other, redirectUrl: null, message: null } },
        },
      ],
    });
    const asked = psp(t).retrieveCalls;
    const res = await postSigned(body);
    expect(res.statusCode).toBe(200);
    expect(psp(t).retrieveCalls - asked).toBe(1);
    expect(await paymentStatus(t, paymentId)).toBe('failed');
    expect(await ordersOfPayment(t, paymentId)).toBe(0);
  });

  it('the provider asked twice at once with the same key: one authorisation, one event', async () => {
    const key = `pay_twice_${Date.now()}`;
    const input = {
      amountCents: 1234,
      token: await cardToken(t),
      idempotencyKey: key,
      paymentId: key,
      returnUrl: '/buyer/checkout/return',
    };
    const [a, b] = await Promise.all([t.app.payments.provider.authorize(input), t.app.payments.provider.authorize(input)]);
    expect(a.status).toBe('authorized');
    expect(b.id).toBe(a.id);
    expect((await appSandbox(t).authorizationOf(key))?.id).toBe(a.id);
    expect((await appSandbox(t).events(a.id))?.map((e) => e.type)).toEqual(['authorization.succeeded']);
  });

  it('reconciliation settles what a lost webhook left, once, even run by two instances at once', async () => {
    const { paymentId } = await answered('lost');
    expect(await paymentStatus(t, paymentId)).toBe('requires_action');
    await Promise.all([t.app.payments.reconcile(0), t.app.payments.reconcile(0)]);
    expect(await paymentStatus(t, paymentId)).toBe('placed');
    expect(await ordersOfPayment(t, paymentId)).toBe(1);
    expect(await stockOf(t, productId)).toBe(19);
  });

  it('50 buyers paying by card at once for the last 5 units: exactly 5 placed, every other authorisation voided', async () => {
    const last = (await createProduct(t, vendor, { productName: 'Last Five', price: 30, stockQuantity: 5 })).productId;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createBuyer(t)));
    for (const b of buyers) await addToCart(t, b, last, 1);
    const tokens = await Promise.all(buyers.map(() => cardToken(t)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        t.call('POST', '/api/buyer/cart/checkout', { token: b.token, body: { payment: { method: 'card', token: tokens[i] } } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    expect(await stockOf(t, last)).toBe(0);
    // Every payment that placed nothing has its authorisation voided at the provider.
    const unplaced = await rows<{ id: string }>(
      t,
      sql`select p.id from payments p where p.buyer_id in (${sql.join(
        buyers.map((b) => sql`${b.id}`),
        sql`, `,
      )}) and not exists (select 1 from orders o where o.payment_id = p.id)`,
    );
    const held: string[] = [];
    for (const { id } of unplaced) {
      const auth = await appSandbox(t).authorizationOf(id);
      if (auth && auth.status !== 'voided') held.push(auth.id);
    }
    expect(held).toEqual([]);
    expect(
      await scalar(t, sql`select count(*) as n from orders o join order_items i on i.order_id = o.id where i.product_id = ${last}`),
    ).toBe(5);
  }, 180_000);
});

describe('a provider that does not answer in time', () => {
  // Long enough for an answer on a crowded machine; the stalled attempt never answers anyway.
  const slow = usePaymentsApp({ payments: { reconcile: false, providerTimeoutMs: 3000 } });

  it('is asked again with the same key: one authorisation, one set of orders', async () => {
    const v = await createVendor(slow);
    const b = await createBuyer(slow);
    const p = await createProduct(slow, v, { stockQuantity: 4 });
    await addToCart(slow, b, p.productId, 1);
    const sandbox = psp(slow);
    const calls = sandbox.authorizeCalls;
    const stall = sandbox.stallAuthorizations(1);
    try {
      const res = await payByCard(slow, b);
      expect(res.statusCode).toBe(201);
      expect(sandbox.authorizeCalls - calls).toBe(2);
      const { paymentId } = res.json().payment;
      expect((await appSandbox(slow).authorizationOf(paymentId))?.status).toBe('authorized');
      expect(await ordersOfPayment(slow, paymentId)).toBe(1);
    } finally {
      stall.resume();
    }
  });

  it('never answering: 503 and nothing placed; reconciliation then places the orders the provider authorised, once', async () => {
    const v = await createVendor(slow);
    const b = await createBuyer(slow);
    const p = await createProduct(slow, v, { stockQuantity: 4 });
    await addToCart(slow, b, p.productId, 1);
    // The webhook is lost too: only the reconciliation job is left to find the authorisation.
    psp(slow).webhooks.mode = 'lost';
    const stall = psp(slow).stallAuthorizations(3);
    let paymentId: string | undefined;
    try {
      const res = await payByCard(slow, b);
      expect(res.statusCode).toBe(503);
      [{ paymentId } = { paymentId: undefined }] = await rows<{ paymentId: string }>(
        slow,
        sql`select id as "paymentId" from payments where buyer_id = ${b.id}`,
      );
      expect(await paymentStatus(slow, paymentId as string)).toBe('authorizing');
      expect(await ordersOfPayment(slow, paymentId as string)).toBe(0);
    } finally {
      stall.resume();
    }
    await Promise.all([slow.app.payments.reconcile(0), slow.app.payments.reconcile(0)]);
    expect(await paymentStatus(slow, paymentId as string)).toBe('placed');
    expect(await ordersOfPayment(slow, paymentId as string)).toBe(1);
    expect(await stockOf(slow, p.productId)).toBe(3);
  }, 60_000);
});
