import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookRefused } from '../../src/payments/provider.js';
import { stripeProvider } from '../../src/payments/stripe.js';

interface Fixture {
  request: { method: string; path: string };
  status: number;
  body: unknown;
}
const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'stripe-fixtures', `${name}.json`), 'utf8'));

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A local server answering Stripe's API from the fixtures queued for each call, recording what the SDK sent. */
let server: Server;
let queue: Fixture[] = [];
const seen: Seen[] = [];
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      body: new URLSearchParams(Buffer.concat(chunks).toString() || url.search),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    });
    const next = queue.shift();
    if (!next || next.request.method !== req.method || next.request.path !== url.pathname) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `unexpected ${req.method} ${url.pathname}` } }));
      return;
    }
    res.writeHead(next.status, { 'content-type': 'application/json', 'request-id': 'req_fixture' }).end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  queue = [];
  seen.length = 0;
});

const WEBHOOK_SECRET = 'whsec_fixture_secret';
const provider = () =>
  stripeProvider({
    secretKey: 'sk_test_fixture',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
  });
const input = {
  amountCents: 5400,
  token: 'pm_card_visa',
  idempotencyKey: 'pay_fixture_1',
  paymentId: 'pay_fixture_1',
  returnUrl: 'https://shop.example/buyer/checkout/return?paymentId=pay_fixture_1',
};

describe('the Stripe provider against recorded answers', () => {
  it('authorises with manual capture, the key as Stripe idempotency key', async () => {
    queue.push(fixture('authorized'));
    const auth = await provider().authorize(input);
    expect(auth).toMatchObject({ id: 'pi_3Q0authorized', status: 'authorized', amountCents: 5400, redirectUrl: null, message: null });
    const [call] = seen;
    expect(call?.authorization).toBe('Bearer sk_test_fixture');
    expect(call?.idempotencyKey).toBe('pay_fixture_1');
    expect(Object.fromEntries(call?.body ?? [])).toMatchObject({
      amount: '5400',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'metadata[paymentId]': 'pay_fixture_1',
    });
  });

  it("a decline answers failed with Stripe's message", async () => {
    queue.push(fixture('declined'));
    expect(await provider().authorize(input)).toMatchObject({ id: 'pi_3Q0declined', status: 'failed', message: 'Your card was declined.' });
  });

  it('3-D Secure answers requires_action with where to send the buyer', async () => {
    queue.push(fixture('requires-action'));
    const auth = await provider().authorize(input);
    expect(auth.status).toBe('requires_action');
    expect(auth.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2/);
  });

  it('captures part, keyed by the vendor order; refunds part; voids what is left by cancelling', async () => {
    queue.push(fixture('capture'));
    expect(await provider().capture('pi_3Q0authorized', 2700, 'capture:7')).toEqual({ ok: true });
    expect(seen[0]?.idempotencyKey).toBe('capture:7');
    expect(Object.fromEntries(seen[0]?.body ?? [])).toMatchObject({ amount_to_capture: '2700', final_capture: 'false' });
    queue.push(fixture('refund'));
    expect(await provider().refund('pi_3Q0authorized', 2700, 'refund:order:7')).toEqual({ ok: true });
    expect(Object.fromEntries(seen[1]?.body ?? [])).toMatchObject({ payment_intent: 'pi_3Q0authorized', amount: '2700' });
    queue.push(fixture('retrieve'), fixture('cancel'));
    expect(await provider().void('pi_3Q0authorized', 5400, 'void:pay_fixture_1')).toEqual({ ok: true });
    expect(seen.slice(2).map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_3Q0authorized',
      'POST /v1/payment_intents/pi_3Q0authorized/cancel',
    ]);
  });

  it("voids one vendor order's part without cancelling the rest; the last part voided cancels it", async () => {
    // 5400 authorised for two vendor orders of 2700: the first one cancelled.
    queue.push(fixture('retrieve'), fixture('void-recorded'));
    expect(await provider().void('pi_3Q0authorized', 2700, 'void:order:7')).toEqual({ ok: true });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_3Q0authorized',
      'POST /v1/payment_intents/pi_3Q0authorized',
    ]);
    expect(seen[1]?.idempotencyKey).toBe('void:order:7');
    expect(Object.fromEntries(seen[1]?.body ?? [])).toEqual({ 'metadata[void:order:7]': '2700' });
    // The same void again (a retry) records nothing more and cancels nothing.
    queue.push(fixture('retrieve-part-voided'));
    expect(await provider().void('pi_3Q0authorized', 2700, 'void:order:7')).toEqual({ ok: true });
    expect(seen.slice(2).map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/payment_intents/pi_3Q0authorized']);
    // The part left is still the other vendor order's to capture; read back, it says what was voided.
    queue.push(fixture('retrieve-part-voided'));
    expect(await provider().retrieve('pi_3Q0authorized')).toMatchObject({ status: 'authorized', capturedCents: 0, voidedCents: 2700 });
    // The second order cancelled too: nothing is left to capture, so the PaymentIntent is cancelled.
    queue.push(fixture('retrieve-part-voided'), fixture('cancel'));
    expect(await provider().void('pi_3Q0authorized', 2700, 'void:order:8')).toEqual({ ok: true });
    expect(seen.slice(4).map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_3Q0authorized',
      'POST /v1/payment_intents/pi_3Q0authorized/cancel',
    ]);
  });

  it('pays a payout out as a transfer to the connected account, keyed by the payout; a refusal is answered, not thrown', async () => {
    queue.push(fixture('transfer'));
    expect(await provider().transfer(4860, 'acct_1Q0vendor', 'payout:3')).toEqual({ ok: true, id: 'tr_1Q0payout' });
    expect(seen[0]?.idempotencyKey).toBe('payout:3');
    expect(Object.fromEntries(seen[0]?.body ?? [])).toMatchObject({ amount: '4860', currency: 'usd', destination: 'acct_1Q0vendor' });
    queue.push(fixture('transfer-refused'));
    expect(await provider().transfer(4860, 'acct_1Q0vendor', 'payout:4')).toEqual({
      ok: false,
      message: 'You have insufficient available funds in your Stripe account.',
    });
  });

  it('finds nothing by key when Stripe never received it', async () => {
    queue.push(fixture('search-empty'));
    expect(await provider().findByKey('pay_fixture_9')).toBeNull();
  });
});

describe('Stripe webhooks, signed as Stripe signs them', () => {
  const event = JSON.stringify({
    id: 'evt_fixture_1',
    object: 'event',
    type: 'payment_intent.amount_capturable_updated',
    data: { object: fixture('authorized').body },
  });

  it('reads a correctly signed event', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    expect(provider().verifyWebhook(event, { 'stripe-signature': header })).toEqual([
      {
        id: 'evt_fixture_1',
        type: 'payment_intent.amount_capturable_updated',
        authorizationId: 'pi_3Q0authorized',
        paymentId: 'pay_fixture_1',
      },
    ]);
  });

  it('refuses a wrong secret, a changed body and a stale signature', () => {
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' });
    expect(() => provider().verifyWebhook(event, { 'stripe-signature': wrong })).toThrow(WebhookRefused);
    const right = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    expect(() => provider().verifyWebhook(`${event} `, { 'stripe-signature': right })).toThrow(WebhookRefused);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => provider().verifyWebhook(event, { 'stripe-signature': stale })).toThrow(WebhookRefused);
    expect(() => provider().verifyWebhook(event, {})).toThrow(WebhookRefused);
  });
});
