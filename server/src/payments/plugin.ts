import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTestClock, sandboxPlugin, webhookSender } from '../sandbox/index.js';
import { createDueTimers, type DueTimers } from './due-timers.js';
import { cancelExpiredOrders, settleCancelledLeftovers } from './money.js';
import { createPayments, type Payments } from './payments.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    /**
     * The money and return timers (payments/due-timers.ts); features add theirs when they register.
     * `dueTimers.now()` is the money clock: deliveries and every time the timers compare are stamped with it.
     */
    dueTimers: DueTimers;
  }
}

export interface PaymentsPluginOptions {
  provider: 'sandbox' | 'stripe';
  payOnDelivery: boolean;
  sandboxUrl?: string;
  webhookSecret?: string;
  /** Builds the Stripe provider (payments/stripe.ts) when it is the provider. */
  stripe?: () => PaymentProvider;
  /** How long one provider call may take before it is tried again with the same key. */
  providerTimeoutMs?: number;
  /** How often the reconciliation job runs, and how old an open payment must be to be settled by it. */
  reconcileEverySeconds?: number;
  /** 0 turns the job off (tests run its rounds themselves). */
  reconcile?: boolean;
  /** How often every instance runs the due timers (tests run `app.dueTimers.runDue()` or the test clock themselves). */
  dueTimersEverySeconds?: number;
  /** How many webhooks the sandbox sends at once (8 unless set). */
  webhooksAtOnce?: number;
  /** false: no interval runs the due timers. */
  runDueTimers?: boolean;
  /** The real clock (tests inject theirs): the money clock is it, plus the sandbox's test clock offset when the sandbox is the provider. */
  now?: () => number;
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

/**
 * Payments (DESIGN §12): the provider PAYMENTS_PROVIDER names, the sandbox's routes when it is
 * the provider, the shop's payment step, and the reconciliation job every instance runs.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance, opts: PaymentsPluginOptions) => {
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  let provider: PaymentProvider;
  let dueTimers: DueTimers;
  if (opts.provider === 'sandbox') {
    const secret = opts.webhookSecret ?? randomBytes(32).toString('base64url');
    const base = () => opts.sandboxUrl ?? ownAddress(app);
    const clock = await createTestClock(app.statements, opts.now);
    dueTimers = createDueTimers({ now: clock.now, refresh: clock.refresh, log });
    const webhooks = webhookSender({
      statements: app.statements,
      secret,
      url: () => `${base()}/api/payments/webhooks/sandbox`,
      log,
      parallel: opts.webhooksAtOnce,
    });
    await app.register(sandboxPlugin, { secret, clock, webhooks, afterAdvance: () => dueTimers.runDue() });
    // The sandbox's own authorisations expire on its clock as time passes, not only when a test moves it.
    const psp = app.psp;
    dueTimers.add({
      name: 'sandbox authorisation expiry',
      run: async () => {
        if (psp && (await psp.store.expireDue()) > 0) await webhooks.deliver();
      },
    });
    // A closing server delivers no more: its own webhook route is gone; what is left goes after restart.
    app.addHook('onClose', async () => {
      webhooks.mode = 'lost';
    });
    provider = sandboxProvider({ baseUrl: base, secret, timeoutMs: opts.providerTimeoutMs });
  } else {
    if (!opts.stripe) throw new Error('PAYMENTS_PROVIDER=stripe needs the Stripe provider');
    provider = opts.stripe();
    const realNow = opts.now ?? Date.now;
    dueTimers = createDueTimers({ now: () => new Date(realNow()), log });
  }
  app.decorate('dueTimers', dueTimers);
  const payments = createPayments({
    statements: app.statements,
    provider,
    payOnDelivery: opts.payOnDelivery,
    onPlaced: (placed) => app.announce({ placed }),
    onExpired: (paymentId) => cancelExpiredOrders(app, paymentId),
    log,
  });
  app.decorate('payments', payments);

  // Reconciliation: what a lost webhook or a crash left open is settled within a minute.
  const every = (opts.reconcileEverySeconds ?? 20) * 1000;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  if (opts.reconcile !== false) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        round = Promise.all([payments.reconcile(every / 1000), settleCancelledLeftovers(app, provider)])
          // Orders it placed took stock, as a checkout does: the kept answers forget it on every instance (decision 159).
          .then(([settled]) => (settled > 0 ? app.kept.forget(['orders', 'stock']) : undefined))
          .catch((err) => log('payment reconciliation failed', err));
      }, every);
      timer.unref();
    });
  }
  // The due timers: every instance runs them; each due item is claimed once (payments/due-timers.ts).
  let dueTimer: NodeJS.Timeout | undefined;
  let dueRound: Promise<unknown> = Promise.resolve();
  if (opts.runDueTimers !== false) {
    app.addHook('onReady', async () => {
      dueTimer = setInterval(
        () => {
          dueRound = dueTimers.runDue();
        },
        (opts.dueTimersEverySeconds ?? 30) * 1000,
      );
      dueTimer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (dueTimer) clearInterval(dueTimer);
    await Promise.all([round, dueRound]);
  });
});
