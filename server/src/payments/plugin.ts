import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReturnMoney, RETURN_CHANGES, type ReturnMoney, type ReturnMoneyHandles } from '../domain/returns/return-money.js';
import { createPayments, type Payments } from './checkout/checkout.js';
import { type ProviderChoice, chooseProvider } from './choose-provider.js';
import { createDueTimers, type DueTimers, everyDueTimer } from './due-timers.js';
import type { MoneyHandles } from './handles.js';
import { settleCancelledLeftovers } from './shares/after-cancel.js';
import { cancelExpiredOrders } from './shares/expire.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    /** The order money's plain handles (payments/handles.ts): database, provider, money clock, notifier. */
    money: MoneyHandles;
    /** Returns' refunds (domain/returns/return-money.ts). */
    returnMoney: ReturnMoney;
    /**
     * The due timers (payments/due-timers.ts, the one list). `dueTimers.now()` is the money clock:
     * deliveries and every time the timers compare are stamped with it.
     */
    dueTimers: DueTimers;
  }
}

export interface PaymentsPluginOptions extends ProviderChoice {
  payOnDelivery: boolean;
  /** How often the reconciliation job runs, and how old an open payment must be to be settled by it. */
  reconcileEverySeconds?: number;
  /** false turns the job off (tests run its rounds themselves). */
  reconcile?: boolean;
  /** How often every instance runs the due timers (tests run `app.dueTimers.runDue()` or the test clock themselves). */
  dueTimersEverySeconds?: number;
  /** false: no interval runs the due timers. */
  runDueTimers?: boolean;
}

/** Runs `round` every `seconds` once the app is ready, and waits for the last one when it closes. */
function every(app: FastifyInstance, seconds: number, round: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      last = round();
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await last;
  });
}

/** The handles of the returns' money: the app's database, the provider, and whom to tell. */
const returnHandles = (app: FastifyInstance, provider: MoneyHandles['provider']): ReturnMoneyHandles => ({
  db: app.db,
  statements: app.statements,
  provider,
  announce: (returnId) => app.announce({ returnOf: returnId }),
  // What the returns routes declare they change (routes/returns): a timer's moves forget the same.
  changed: () => app.kept.forget(RETURN_CHANGES),
  log: (msg, err) => app.log.error({ err }, msg),
});

/**
 * Payments: the provider PAYMENTS_PROVIDER names (the sandbox's routes when it is the provider),
 * the money's handles, the checkout's payment step, the returns' refunds, and the two intervals
 * every instance runs: the reconciliation job and the due timers (payments/due-timers.ts).
 */
export const paymentsPlugin = fp(async (app: FastifyInstance, opts: PaymentsPluginOptions) => {
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  const { provider, clock, sandboxExpiry } = await chooseProvider(app, opts, () => dueTimers.runDue());
  const returns = returnHandles(app, provider);
  const dueTimers = createDueTimers({ now: clock.now, refresh: clock.refresh, log }, everyDueTimer({ db: app.db, returns, sandboxExpiry }));
  const money: MoneyHandles = {
    db: app.db,
    statements: app.statements,
    provider,
    clock: () => dueTimers.now(),
    notify: { forget: (topics) => app.kept.forget(topics), orderMoved: (orderId) => app.announce({ statusOf: orderId }) },
    log: app.log,
  };
  const payments = createPayments({
    statements: app.statements,
    provider,
    payOnDelivery: opts.payOnDelivery,
    now: () => dueTimers.now(),
    onPlaced: (placed) => app.announce({ placed }),
    onExpired: (paymentId) => cancelExpiredOrders(money, paymentId),
    log,
  });
  app.decorate('dueTimers', dueTimers);
  app.decorate('money', money);
  app.decorate('payments', payments);
  app.decorate('returnMoney', createReturnMoney(returns));

  // Reconciliation: what a lost webhook or a crash left open is settled within a minute.
  const reconcileSeconds = opts.reconcileEverySeconds ?? 20;
  if (opts.reconcile !== false)
    every(app, reconcileSeconds, () =>
      Promise.all([payments.reconcile(reconcileSeconds), settleCancelledLeftovers(money)])
        // Orders it placed took stock, as a checkout does: the kept answers forget it on every instance (decision 159).
        .then(([settled]) => (settled > 0 ? app.kept.forget(['orders', 'stock']) : undefined))
        .catch((err) => log('payment reconciliation failed', err)),
    );
  // The due timers: every instance runs them; each due item is claimed once.
  if (opts.runDueTimers !== false) every(app, opts.dueTimersEverySeconds ?? 30, () => dueTimers.runDue());
});
