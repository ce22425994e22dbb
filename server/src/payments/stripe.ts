import Stripe from 'stripe';
import type { Authorization, AuthorizationStatus, AuthorizeInput, MoneyResult, PaymentEvent, PaymentProvider } from './provider.js';
import { ProviderRefused, ProviderUnavailable, WebhookRefused } from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests: Stripe's API unless tests point it at recorded answers. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
}

/** Stripe's PaymentIntent status in the interface's words. */
function statusOf(pi: Stripe.PaymentIntent): AuthorizationStatus {
  switch (pi.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'canceled':
      return pi.cancellation_reason === 'automatic' ? 'expired' : 'voided';
    default:
      return 'failed';
  }
}

function toAuthorization(pi: Stripe.PaymentIntent): Authorization {
  const status = statusOf(pi);
  const redirect = pi.next_action?.redirect_to_url?.url ?? null;
  return {
    id: pi.id,
    status,
    amountCents: pi.amount,
    capturedCents: pi.amount_received ?? 0,
    voidedCents: status === 'voided' || status === 'expired' ? pi.amount - (pi.amount_received ?? 0) : voidedOf(pi),
    refundedCents: 0,
    redirectUrl: status === 'requires_action' ? redirect : null,
    message: status === 'failed' ? (pi.last_payment_error?.message ?? null) : null,
  };
}

/** A part voided is kept on the PaymentIntent's metadata under its key (`void:…`), so a retry records it once. */
const VOID_PREFIX = 'void:';

/** What the parts voided so far come to. */
function voidedOf(pi: Stripe.PaymentIntent): number {
  return Object.entries(pi.metadata ?? {})
    .filter(([k]) => k.startsWith(VOID_PREFIX))
    .reduce((sum, [, v]) => sum + (Number(v) || 0), 0);
}

/**
 * Voids one part of a PaymentIntent (one vendor order's share, or a whole checkout never placed).
 * Stripe can only cancel what is left as a whole, so a part is recorded on the PaymentIntent and
 * the rest stays capturable; once nothing is left for any capture, the PaymentIntent is cancelled,
 * which gives back whatever it still holds. One already ended has nothing to void.
 */
async function voidPart(stripe: Stripe, id: string, amountCents: number, key: string): Promise<void> {
  const pi = await stripe.paymentIntents.retrieve(id);
  if (pi.status !== 'requires_capture') return;
  const recorded = pi.metadata?.[key] !== undefined;
  const left = pi.amount - (pi.amount_received ?? 0) - voidedOf(pi) - (recorded ? 0 : amountCents);
  if (left > 0) {
    if (!recorded) await stripe.paymentIntents.update(id, { metadata: { [key]: String(amountCents) } }, { idempotencyKey: key });
    return;
  }
  await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: key });
}

/** Runs a call that moves money: a refusal (4xx) is answered with Stripe's message, anything else means it may not have heard. */
async function refusedAsAnswer<T>(run: () => Promise<T>): Promise<T | { ok: false; message: string }> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode !== undefined && err.statusCode < 500)
      return { ok: false, message: err.message };
    throw new ProviderUnavailable(String(err));
  }
}

/** A manual-capture PaymentIntent for the checkout's total; a decline answers `failed` with Stripe's message. */
async function authorizeIntent(stripe: Stripe, input: AuthorizeInput): Promise<Authorization> {
  try {
    const pi = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        capture_method: 'manual',
        confirm: true,
        payment_method: input.token,
        payment_method_options: { card: { request_multicapture: 'if_available' } },
        metadata: { paymentId: input.paymentId },
        return_url: input.returnUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toAuthorization(pi);
  } catch (err) {
    // A decline comes back as a card error naming the PaymentIntent it failed.
    if (!(err instanceof Stripe.errors.StripeCardError)) return classify(err);
    const none = { capturedCents: 0, voidedCents: 0, refundedCents: 0, redirectUrl: null };
    return {
      id: err.payment_intent?.id ?? `declined_${input.paymentId}`,
      status: 'failed',
      amountCents: input.amountCents,
      ...none,
      message: err.message,
    };
  }
}

/** A refusal (4xx) is the provider's answer; anything else means it may not have heard. */
function classify(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError && err.statusCode !== undefined && err.statusCode < 500)
    throw new ProviderRefused(err.message);
  throw new ProviderUnavailable(String(err));
}

/**
 * Stripe behind the provider interface, on the official SDK: a PaymentIntent with manual capture
 * is the authorisation; captures are partial (multicapture where the account has it), a void
 * of a part is recorded until nothing is left to capture, then cancels the rest; refunds are partial. Tested against recorded answers and signed test
 * webhooks only (README): it has not been run against Stripe itself.
 */
export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 10_000,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });

  const money = (run: () => Promise<unknown>): Promise<MoneyResult> =>
    refusedAsAnswer(async () => {
      await run();
      return { ok: true as const };
    });

  return {
    name: 'stripe',
    authorize: (input) => authorizeIntent(stripe, input),
    confirm: (id) => stripe.paymentIntents.retrieve(id).then(toAuthorization, classify),
    retrieve: (id) => stripe.paymentIntents.retrieve(id).then(toAuthorization, classify),
    async findByKey(key) {
      const found = await stripe.paymentIntents
        .search({ query: `metadata['paymentId']:'${key.replace(/'/g, '')}'`, limit: 1 })
        .catch(classify);
      const pi = found.data[0];
      return pi ? toAuthorization(pi) : null;
    },
    capture: (id, amountCents, key) =>
      money(() => stripe.paymentIntents.capture(id, { amount_to_capture: amountCents, final_capture: false }, { idempotencyKey: key })),
    void: (id, amountCents, key) => money(() => voidPart(stripe, id, amountCents, key)),
    refund: (id, amountCents, key) =>
      money(() => stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey: key })),
    // A payout is a transfer to the vendor's connected account, keyed by the payout.
    transfer: (amountCents, destination, key) =>
      refusedAsAnswer(async () => {
        const t = await stripe.transfers.create(
          { amount: amountCents, currency: 'usd', destination, metadata: { payout: key } },
          { idempotencyKey: key },
        );
        return { ok: true as const, id: t.id };
      }),
    verifyWebhook(rawBody, headers): PaymentEvent[] {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          Array.isArray(signature) ? (signature[0] ?? '') : (signature ?? ''),
          opts.webhookSecret,
          300,
        );
      } catch (err) {
        throw new WebhookRefused(String(err));
      }
      const object = event.data.object as { id?: string; object?: string; metadata?: Record<string, string> };
      if (object.object !== 'payment_intent' || !object.id) throw new WebhookRefused('not a payment intent event');
      // Stripe sends one event per delivery.
      return [{ id: event.id, type: event.type, authorizationId: object.id, paymentId: object.metadata?.paymentId ?? null }];
    },
  };
}
