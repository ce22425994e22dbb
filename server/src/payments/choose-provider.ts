import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestClock, sandboxPlugin, webhookSender } from '../sandbox/index.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox-client.js';

export interface ProviderChoice {
  provider: 'sandbox' | 'stripe';
  sandboxUrl?: string;
  webhookSecret?: string;
  /** Builds the Stripe provider (payments/stripe.ts) when it is the provider. */
  stripe?: () => PaymentProvider;
  /** How long one provider call may take before it is tried again with the same key. */
  providerTimeoutMs?: number;
  /** How many webhooks the sandbox sends at once (8 unless set). */
  webhooksAtOnce?: number;
  /** The real clock (tests inject theirs): the money clock is it, plus the sandbox's test clock offset when the sandbox is the provider. */
  now?: () => number;
}

/** The provider, the money clock, and the sandbox's own expiry when it is the provider. */
export interface ChosenProvider {
  provider: PaymentProvider;
  clock: { now: () => Date; refresh?: () => Promise<void> };
  sandboxExpiry?: () => Promise<void>;
}

/** The server's own address, as the shop reaches the sandbox and the sandbox the shop. */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening; set PAYMENTS_SANDBOX_URL');
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The sandbox as the provider: its routes on this app, its test clock as the money clock. */
async function sandboxAsProvider(app: FastifyInstance, opts: ProviderChoice, runDue: () => Promise<void>): Promise<ChosenProvider> {
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  const secret = opts.webhookSecret ?? randomBytes(32).toString('base64url');
  const base = () => opts.sandboxUrl ?? ownAddress(app);
  const clock = await createTestClock(app.statements, opts.now);
  const webhooks = webhookSender({
    statements: app.statements,
    secret,
    url: () => `${base()}/api/payments/webhooks/sandbox`,
    log,
    parallel: opts.webhooksAtOnce,
  });
  await app.register(sandboxPlugin, { secret, clock, webhooks, afterAdvance: runDue });
  const psp = app.psp;
  // A closing server delivers no more: its own webhook route is gone; what is left goes after restart.
  app.addHook('onClose', async () => {
    webhooks.mode = 'lost';
  });
  return {
    provider: sandboxProvider({ baseUrl: base, secret, timeoutMs: opts.providerTimeoutMs }),
    clock,
    sandboxExpiry: async () => {
      if (psp && (await psp.store.expireDue()) > 0) await webhooks.deliver();
    },
  };
}

/** The provider PAYMENTS_PROVIDER names; `runDue` runs the due timers (the sandbox's clock runs them when moved). */
export async function chooseProvider(app: FastifyInstance, opts: ProviderChoice, runDue: () => Promise<void>): Promise<ChosenProvider> {
  if (opts.provider === 'sandbox') return sandboxAsProvider(app, opts, runDue);
  if (!opts.stripe) throw new Error('PAYMENTS_PROVIDER=stripe needs the Stripe provider');
  const realNow = opts.now ?? Date.now;
  return { provider: opts.stripe(), clock: { now: () => new Date(realNow()) } };
}
