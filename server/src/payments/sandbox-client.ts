import { PAYMENT_TEXTS } from '@seamline/contract';
import { httpClient } from '../lib/http-client.js';
import type { Authorization, MoneyResult } from '../sandbox/index.js';
import { SIGNATURE_HEADER, signatureFault, WEBHOOK_BATCH_MAX } from '../sandbox/index.js';
import type { AuthorizeInput, PaymentEvent, PaymentProvider, TransferResult } from './provider.js';
import { carriedAuthorization, ProviderRefused, ProviderUnavailable, WebhookRefused } from './provider.js';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

export interface HttpOptions {
  /** The sandbox's address: the server's own unless PAYMENTS_SANDBOX_URL says otherwise. */
  baseUrl: () => string;
  secret: string;
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Attempts in all, each with the same idempotency key. */
  attempts?: number;
  /** The wall clock webhook signatures are checked against. */
  nowSeconds?: () => number;
}

/**
 * The shop's side of the sandbox: a remote provider reached over HTTP, with a timeout on every
 * attempt and retries that carry the same idempotency key, so a slow answer moves money once.
 */
export function sandboxProvider(opts: HttpOptions): PaymentProvider {
  const timeoutMs = opts.timeoutMs ?? 5000;
  const attempts = opts.attempts ?? 3;
  const nowSeconds = opts.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  // Kept-alive connections to the provider: no connection set-up per call.
  const request = httpClient();

  /** Answers the JSON of a 2xx, null for a 404; retries network errors, timeouts and 5xx. */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T | null> {
    let last: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const res = await request(`${opts.baseUrl()}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${opts.secret}`,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          timeoutMs,
        });
        const json = parseJson(res.body) as T & { message?: string };
        if (res.status >= 200 && res.status < 300) return json;
        if (res.status === 404) return null;
        if (res.status < 500) throw new ProviderRefused(json.message ?? PAYMENT_TEXTS.tokenInvalid);
        last = new Error(`sandbox answered ${res.status}`);
      } catch (err) {
        if (err instanceof ProviderRefused) throw err;
        last = err;
      }
    }
    throw new ProviderUnavailable(`sandbox unreachable after ${attempts} attempts: ${String(last)}`);
  }
  const must = async <T>(p: Promise<T | null>): Promise<T> => {
    const v = await p;
    if (v === null) throw new ProviderRefused(PAYMENT_TEXTS.paymentNotFound);
    return v;
  };
  const money =
    (kind: string) =>
    async (id: string, amountCents: number, key: string): Promise<MoneyResult> =>
      must(call<MoneyResult>('POST', `/psp/v1/authorizations/${encodeURIComponent(id)}/${kind}`, { amountCents }, key));

  return {
    name: 'sandbox',
    authorize: (input: AuthorizeInput) =>
      must(
        call<Authorization>(
          'POST',
          '/psp/v1/authorizations',
          { amountCents: input.amountCents, token: input.token, paymentId: input.paymentId, returnUrl: input.returnUrl },
          input.idempotencyKey,
        ),
      ),
    confirm: (id) => must(call<Authorization>('POST', `/psp/v1/authorizations/${encodeURIComponent(id)}/confirm`, {})),
    retrieve: (id) => must(call<Authorization>('GET', `/psp/v1/authorizations/${encodeURIComponent(id)}`)),
    findByKey: (key) => call<Authorization>('GET', `/psp/v1/authorizations?idempotencyKey=${encodeURIComponent(key)}`),
    capture: money('captures'),
    void: money('voids'),
    refund: money('refunds'),
    transfer: (amountCents, destination, key) => must(call<TransferResult>('POST', '/psp/v1/transfers', { amountCents, destination }, key)),
    verifyWebhook(rawBody, headers): PaymentEvent[] {
      const fault = signatureFault(opts.secret, rawBody, headers[SIGNATURE_HEADER], nowSeconds());
      if (fault) throw new WebhookRefused(fault);
      let parsed: { events?: unknown };
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookRefused('body is not JSON');
      }
      const { events } = parsed ?? {};
      if (!Array.isArray(events) || events.length === 0 || events.length > WEBHOOK_BATCH_MAX)
        throw new WebhookRefused(`not a delivery of 1 to ${WEBHOOK_BATCH_MAX} events`);
      return events.map(readEvent);
    },
  };
}

/** One event of a signed delivery, or WebhookRefused. */
function readEvent(raw: unknown): PaymentEvent {
  const { id, type, data } = (raw ?? {}) as {
    id?: unknown;
    type?: unknown;
    data?: { authorizationId?: unknown; paymentId?: unknown; authorization?: unknown };
  };
  if (typeof id !== 'string' || typeof type !== 'string' || typeof data?.authorizationId !== 'string')
    throw new WebhookRefused('not an event');
  return {
    id,
    type,
    authorizationId: data.authorizationId,
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
    authorization: carriedAuthorization(data.authorization, data.authorizationId),
  };
}
