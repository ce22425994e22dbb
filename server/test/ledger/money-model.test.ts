import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/app.js';
import { createAdmin, createBuyer, type TestUser } from '../factories.js';
import { usePaymentsApp } from '../payments/pay.js';
import { onPostgres } from '../test-db.js';
import { type Action, MoneyWorld, ModelMismatch } from './money-model.js';

/**
 * A model test of the marketplace's money (docs/decisions/211): random interleavings of card,
 * 3-D Secure and pay-on-delivery checkouts, webhooks (duplicated, late, out of order, lost),
 * confirmations, reconciliation, authorisation expiry, captures, cancels, deliveries, returns and
 * exchanges (approved, rejected, cancelled, sent back, received resellable or damaged, disputed,
 * decided by the operator, expired), payouts (run, paid, failed) and moves of the sandbox's
 * clock, played against the real app over HTTP. After every step: each unit refunded at most
 * once, no sale refunded beyond what was paid, the ledger's clearing per sale equal to what was
 * paid less what was refunded, the provider's captured less refunded equal to the ledger's
 * clearing, stock conserved and never negative, each vendor's balances equal to what its orders
 * earned, and the ledger's check balanced. Runs on the suite's database: PGlite, or PostgreSQL
 * with DATABASE_URL. MONEY_SEED and MONEY_RUNS replay or widen it.
 */
const SEED = Number(process.env.MONEY_SEED ?? 20261128);
const RUNS = Number(process.env.MONEY_RUNS ?? 8);
const STEPS = Number(process.env.MONEY_STEPS ?? 50);
const SECRET = 'money-model-sandbox-key-0123456789abcdef';

const pick = fc.nat(15);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      a: fc.constant('checkout' as const),
      buyer: fc.nat(1),
      pay: fc.constantFrom(
        'ok' as const,
        'ok' as const,
        'threeDs' as const,
        'captureFails' as const,
        'on_delivery' as const,
        'on_delivery' as const,
      ),
      lines: fc.array(fc.record({ variant: fc.nat(3), quantity: fc.constantFrom(1, 1, 1, 2) }), { minLength: 1, maxLength: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ a: fc.constant('challenge' as const), pick, approve: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('confirm' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      a: fc.constant('webhooks' as const),
      mode: fc.constantFrom(
        'normal' as const,
        'duplicate' as const,
        'late' as const,
        'out_of_order' as const,
        'lost' as const,
        'before_client' as const,
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('flush' as const) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('reconcile' as const) }) },
  { weight: 8, arbitrary: fc.record({ a: fc.constant('order' as const), pick, choice: fc.nat(63) }) },
  {
    weight: 6,
    arbitrary: fc.record({ a: fc.constant('return' as const), pick, mask: fc.nat(3), quantity: fc.nat(1), exchange: fc.nat(3) }),
  },
  { weight: 14, arbitrary: fc.record({ a: fc.constant('returnMove' as const), pick, choice: fc.nat(63) }) },
  { weight: 2, arbitrary: fc.record({ a: fc.constant('clock' as const), hours: fc.constantFrom(1, 25, 73, 97, 193, 337) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('payouts' as const) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('settlePayout' as const), pick, paid: fc.boolean() }) },
);

// The sandbox's key, so the test asks the provider through its API; the timers run when the test clock moves, not on an interval.
const t = usePaymentsApp({
  paymentsWebhookSecret: SECRET,
  payments: { reconcile: false, runDueTimers: false } as AppConfig['payments'],
});
let admin: TestUser;
let buyers: TestUser[];
beforeAll(async () => {
  admin = await createAdmin(t);
  buyers = [await createBuyer(t), await createBuyer(t)];
});

describe(`the marketplace's money against its model (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`holds after every step (seed ${SEED}, ${RUNS} runs of ${STEPS} steps)`, async () => {
    let steps = 0;
    let played = 0;
    const started = Date.now();
    const property = fc.asyncProperty(fc.array(action, { minLength: STEPS, maxLength: STEPS }), async (actions) => {
      const world = new MoneyWorld(t, admin, buyers, SECRET);
      await world.setUp();
      try {
        for (const act of actions) {
          steps += 1;
          if (!(await world.step(act))) continue;
          played += 1;
          await world.check();
        }
      } catch (err) {
        if (err instanceof ModelMismatch) throw new ModelMismatch(`${err.message}\n  after:\n    ${world.log.join('\n    ')}`);
        throw err;
      }
    });
    // Shrinking a failure replays runs; it stops after 5 minutes with the smallest found so far.
    const result = await fc.check(property, { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: 300_000 });
    console.log(
      `money model: seed ${SEED}, ${result.numRuns} runs, ${steps} steps (${played} played) in ${Math.round((Date.now() - started) / 1000)} s` +
        (result.failed ? `, shrunk ${result.numShrinks} times` : ''),
    );
    if (!result.failed && result.interrupted) expect.fail(`out of time after ${result.numRuns} of ${RUNS} runs`);
    if (result.failed)
      expect.fail(
        `${fc.defaultReportMessage(result)}\n${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
      );
  }, 900_000);
});
