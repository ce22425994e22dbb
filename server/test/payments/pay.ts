import type { SQL } from 'drizzle-orm';
import type { AppConfig } from '../../src/app.js';
import { type TestApp, useTestApp } from '../test-app.js';
import type { TestUser } from '../factories.js';

/**
 * The test app listening on a real port: the shop reaches its sandbox provider, and the sandbox
 * the shop's webhook, over HTTP as in production. The reconciliation job is left to the tests.
 */
export function usePaymentsApp(overrides: Partial<AppConfig> = {}): TestApp {
  // Getters in `overrides` (an SMTP server's address) are read when the app starts, not now.
  // The sandbox answers from this process: how long it takes says how busy the machine is, not how a
  // provider behaves. Tests of a provider that does not answer in time set a timeout of their own.
  const config = Object.defineProperties(
    { payments: { reconcile: false, providerTimeoutMs: 60_000 } },
    Object.getOwnPropertyDescriptors(overrides),
  );
  return useTestApp(config, (t) => t.app.listen({ port: 0, host: '127.0.0.1' }));
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  threeDs: '4000 0000 0000 3220',
  captureFails: '4000 0000 0000 0341',
} as const;

/** A card token from the sandbox, as the browser gets one (the shop's API never sees the number). */
export async function cardToken(t: TestApp, number: string = CARDS.ok): Promise<string> {
  const res = await t.call('POST', '/psp/v1/tokens', {
    body: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (res.statusCode !== 200) throw new Error(`token refused: ${res.body}`);
  return res.json().token;
}

/** Checkout paying by card; the answer as the caller sees it. */
export async function payByCard(t: TestApp, buyer: TestUser, number: string = CARDS.ok, headers: Record<string, string> = {}) {
  const token = await cardToken(t, number);
  return t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, body: { payment: { method: 'card', token } }, headers });
}

/** The sandbox's 3-D Secure answer, posted as its page's form posts it. */
export function answerChallenge(t: TestApp, redirectUrl: string, outcome: 'approve' | 'fail') {
  const id = redirectUrl.split('/').pop() ?? '';
  return t.app.inject({
    method: 'POST',
    url: `/psp/v1/challenges/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** Rows of a query, read straight from the database. */
export const rows = <T>(t: TestApp, query: SQL) => t.database.statements.rows<T>(query);

/** A number a query answers (count(*) and the like). */
export async function scalar(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(t, query);
  return Number(row?.n ?? 0);
}
