import type { Authorization, Operation, SandboxEvent, Transfer } from '../src/sandbox/index.js';
import type { TestApp } from './test-app.js';

/** One GET of the sandbox's API with its key: the status and the JSON body. */
type Get = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The sandbox provider as a holder of its key reads it over its API (/psp/v1): the shop's tests
 * ask it what it holds, never its tables, so the sandbox keeps them as it likes (decision 240).
 * Each look-up answers null where the sandbox answers 404.
 */
export function sandboxApi(get: Get) {
  async function read<T>(path: string): Promise<T | null> {
    const { status, body } = await get(path);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body)}`);
    return body as T;
  }
  const q = encodeURIComponent;
  return {
    /** The authorisation the shop asked for when taking payment `paymentId` (its idempotency key). */
    authorizationOf: (paymentId: string) => read<Authorization>(`/psp/v1/authorizations?idempotencyKey=${q(paymentId)}`),
    /** A capture, release or refund by the key the shop sent (`capture:<order>`, `refund:return:<id>`…). */
    operation: (idempotencyKey: string) => read<Operation>(`/psp/v1/operations?idempotencyKey=${q(idempotencyKey)}`),
    /** Transfers (payouts) by their key or their destination (`vendor_<id>`), newest first. */
    transfers: async (by: { idempotencyKey: string } | { destination: string }) =>
      (await read<Transfer[]>(`/psp/v1/transfers?${new URLSearchParams(by)}`)) ?? [],
    /** An authorisation's events, in order, and whether each reached the shop. */
    events: (authorizationId: string) => read<SandboxEvent[]>(`/psp/v1/authorizations/${q(authorizationId)}/events`),
    /** The test clock: its time and how far ahead of the real time it is. */
    clock: async () => (await read<{ now: string; offsetSeconds: number }>('/psp/v1/clock')) as { now: string; offsetSeconds: number },
  };
}

/** The sandbox inside a test app (the default provider), read with its key. */
export function appSandbox(t: TestApp) {
  return sandboxApi(async (path) => {
    const res = await t.call('GET', path, { token: t.app.psp?.apiKey });
    return { status: res.statusCode, body: res.json() };
  });
}

/** The sandbox of a server process at `base`, read with the key (PAYMENTS_WEBHOOK_SECRET) it was started with. */
export function processSandbox(base: string, secret: string) {
  return sandboxApi(async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${secret}` } });
    return { status: res.status, body: await res.json() };
  });
}
