import type { Db } from '../db/client.js';
import { releaseDue } from '../domain/ledger/release-due.js';
import { endDueSales } from '../domain/products/end-sales.js';
import { refundUnshippedExchanges } from '../domain/orders/unshipped-exchanges.js';
import type { ReturnMoneyHandles } from '../domain/returns/return-money.js';
import { approveUnanswered, closeDisputeWindows, expireUnshipped, resendPendingRefunds } from '../domain/returns/return-timers.js';

/**
 * Every timer of the server, with its clock: this is the one list (the money map's timer table
 * points here). The due timers run in this order, one round at a time on every instance; each
 * finds what is due at the clock's now and claims every item with one conditional write, so when
 * every instance runs them, each due item is still handled once. The two intervals run the rest.
 *
 * The money clock is the sandbox's test clock when the sandbox is the provider (so
 * `POST /psp/v1/clock` drives the timers in black-box tests), the real one otherwise; unit tests
 * call a timer's `run` with a date of their own.
 */
export const TIMERS = {
  reconciliation: { clock: 'database now()', runs: 'every PAYMENTS_RECONCILE_SECONDS (20 s), payments/plugin.ts' },
  'due timers': { clock: 'money clock', runs: 'every 30 s, and after each POST /psp/v1/clock: the timers below' },
  'sandbox authorisation expiry': { clock: 'money clock', runs: 'due timer, the sandbox as provider only' },
  'returns: unanswered requests approved': { clock: 'money clock', runs: 'due timer' },
  'returns: unshipped approvals expired': { clock: 'money clock', runs: 'due timer' },
  'returns: dispute windows closed': { clock: 'money clock', runs: 'due timer' },
  'exchanges: replacements not shipped in time refunded': { clock: 'money clock', runs: 'due timer' },
  'returns: pending refunds sent again': { clock: 'money clock', runs: 'due timer' },
  'ledger releases': { clock: 'money clock', runs: 'due timer' },
  'sales ended: prices back to compare-at': { clock: 'money clock', runs: 'due timer' },
  'sandbox sweep': { clock: "the sandbox's clock", runs: 'every 30 s, the sandbox as its own process (sandbox-app.ts)' },
} as const;
export type TimerName = keyof typeof TIMERS;

export interface DueTimer {
  name: TimerName;
  /** Handles everything due at `now`, each item once even when instances run it together. */
  run(now: Date): Promise<void>;
}

/** What the due timers act on. */
export interface TimerHandles {
  db: Db;
  returns: ReturnMoneyHandles;
  /** The sandbox's own authorisations expired and their webhooks sent, when the sandbox is the provider. */
  sandboxExpiry?: () => Promise<void>;
  /** Tells the kept answers and the filters' index that prices changed. */
  catalogueChanged?: () => Promise<void>;
}

/** Every due timer, in the order a round runs them. */
export function everyDueTimer(h: TimerHandles): DueTimer[] {
  const r = h.returns;
  const timers: DueTimer[] = [
    { name: 'returns: unanswered requests approved', run: (now) => approveUnanswered(r, now) },
    { name: 'returns: unshipped approvals expired', run: (now) => expireUnshipped(r, now) },
    { name: 'returns: dispute windows closed', run: (now) => closeDisputeWindows(r, now) },
    { name: 'exchanges: replacements not shipped in time refunded', run: (now) => refundUnshippedExchanges(r, now) },
    { name: 'returns: pending refunds sent again', run: (now) => resendPendingRefunds(r, now) },
    { name: 'ledger releases', run: (now) => releaseDue(h.db, now).then(() => {}) },
    {
      name: 'sales ended: prices back to compare-at',
      run: async (now) => {
        if ((await endDueSales(h.db, now)) > 0) await h.catalogueChanged?.();
      },
    },
  ];
  // The sandbox's authorisations expire on its clock as time passes, not only when a test moves it.
  const expiry = h.sandboxExpiry;
  return expiry ? [{ name: 'sandbox authorisation expiry', run: () => expiry() }, ...timers] : timers;
}

export interface DueTimers {
  /** The money clock: the time the timers read. */
  now(): Date;
  /** The timers a round runs, in order. */
  readonly timers: readonly DueTimer[];
  /** Runs every timer once at the clock's now (after reading an offset another instance may have moved). */
  runDue(): Promise<void>;
}

export interface DueTimersOptions {
  now: () => Date;
  /** Reads the clock's shared state before a round (the test clock's offset), when it has one. */
  refresh?: () => Promise<void>;
  log: (msg: string, err?: unknown) => void;
}

/** The runner every instance runs: `timers` (everyDueTimer's list), one round after another. */
export function createDueTimers(opts: DueTimersOptions, timers: readonly DueTimer[]): DueTimers {
  // Rounds on one instance follow each other, so a round never overlaps its own previous one.
  let last: Promise<void> = Promise.resolve();
  const round = async () => {
    await opts.refresh?.();
    const now = opts.now();
    for (const timer of timers) {
      try {
        await timer.run(now);
      } catch (err) {
        opts.log(`timer ${timer.name} failed`, err);
      }
    }
  };
  return {
    now: opts.now,
    timers,
    runDue() {
      last = last.then(round, round);
      return last;
    },
  };
}
