import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { commissionOf } from '../../src/domain/ledger/post.js';
import { listPayouts, runPayouts, settlePayout } from '../../src/domain/ledger/payouts.js';
import { releaseDue } from '../../src/domain/ledger/release-due.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test-db.js';
import { balances, cancel, deliver, makeUser, type PlacedOrder, placeOrder, refund, ship } from './ledger-shop.js';

/**
 * The ledger's property: any sequence of checkouts (card and on delivery, with a shop's or the platform's coupon or none),
 * captures, cancels, refunds, deliveries, releases (the injected clock moved on) and payouts (run,
 * paid, failed) keeps every journal at zero, every balance equal to its entries, and each
 * vendor's money equal to what its orders say. Runs on the suite's database: PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
const RUNS = 40;
const MAX_STEPS = 60;
const RETURN_DAYS = 14;
const MINIMUM = 1_000;
const DAY = 86_400_000;

type Action =
  | { a: 'checkout'; vendor: number; cents: number; card: boolean; shipping: number; coupon: 'none' | 'shop' | 'platform'; off: number }
  | { a: 'ship' | 'deliver' | 'cancel'; order: number }
  | { a: 'refund'; order: number; share: number }
  | { a: 'advance'; days: number }
  | { a: 'run' }
  | { a: 'settle'; payout: number; paid: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      a: fc.constant('checkout' as const),
      vendor: fc.nat(2),
      cents: fc.integer({ min: 1, max: 60_000 }),
      card: fc.boolean(),
      // Free delivery about a third of the time.
      shipping: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_500 })),
      coupon: fc.constantFrom('none' as const, 'shop' as const, 'platform' as const),
      off: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ a: fc.constantFrom('ship' as const, 'deliver' as const, 'cancel' as const), order: fc.nat(30) }) },
  {
    weight: 2,
    arbitrary: fc.record({ a: fc.constant('refund' as const), order: fc.nat(30), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('run' as const) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('settle' as const), payout: fc.nat(10), paid: fc.boolean() }) },
);

interface ModelOrder extends PlacedOrder {
  status: 'pending' | 'shipped' | 'Delivered' | 'cancelled';
  captured: boolean;
  paid: boolean;
  /** Refunded of the goods and their tax. */
  refunded: number;
  /** Refunded of the delivery fee (a cancel gives it all back). */
  shippingRefunded: number;
  deliveredAt: number | null;
  released: boolean;
}

/**
 * What the vendor keeps of an order, from its figures and what was refunded of it in all: the goods
 * less commission, pro rata over the goods and tax; the delivery fee whole, with no commission. With
 * a code, the goods are those the buyer paid for, plus what a platform coupon took off (the platform
 * pays it), commission on both; a refund takes back its share of each.
 */
function net(o: ModelOrder): number {
  const paidGoods = o.subtotalCents - o.discountCents;
  const c = commissionOf(paidGoods + o.platformDiscountCents, o.commissionPercent);
  const base = o.totalCents - o.shippingCents;
  const share = (part: number) => (base === 0 ? 0 : Math.round((part * o.refunded) / base));
  const back = share(paidGoods) + share(o.platformDiscountCents) - share(c) + o.shippingRefunded;
  if (o.method === 'card') return o.captured ? paidGoods + o.platformDiscountCents + o.shippingCents - c - back : 0;
  // Paid on delivery the vendor collected the fee itself: only a refund of it passes through the ledger.
  return o.paid ? o.platformDiscountCents - c - o.taxCents - back : 0;
}

let t: TestDatabase;
let buyer: number;
let operator: number;
beforeAll(async () => {
  t = await createTestDatabase();
  buyer = await makeUser(t.db, 'buyer');
  operator = await makeUser(t.db, 'buyer');
});
afterAll(() => t.destroy());

describe(`the ledger under random sequences of events (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`keeps every journal at zero, every balance equal to its entries and each vendor equal to its orders (${RUNS} runs of up to ${MAX_STEPS} events)`, async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 20, maxLength: MAX_STEPS, size: 'max' }), async (actions) => {
        const vendors = [
          await makeUser(t.db, 'vendor', RETURN_DAYS),
          await makeUser(t.db, 'vendor', RETURN_DAYS),
          await makeUser(t.db, 'vendor', RETURN_DAYS),
        ];
        const orders: ModelOrder[] = [];
        const payoutIds: number[] = [];
        let now = Date.parse('2026-11-01T00:00:00Z');
        let causes = 0;
        const pick = (i: number) => (orders.length === 0 ? undefined : orders[i % orders.length]);
        for (const act of actions) {
          steps += 1;
          const at = new Date(now);
          if (act.a === 'checkout') {
            // Some checkouts carry a code: a shop's or the platform's, taking up to all of the goods.
            const discount = { cents: act.coupon === 'none' ? 0 : Math.floor(act.cents * act.off), platform: act.coupon === 'platform' };
            const method = act.card ? 'card' : 'on_delivery';
            const placed = await placeOrder(t.db, buyer, vendors[act.vendor] as number, act.cents, method, act.shipping, discount);
            // A checkout of nothing to pay is not a sale the ledger sees.
            if (placed.totalCents === 0) continue;
            const fresh = { status: 'pending' as const, captured: false, paid: false, refunded: 0, shippingRefunded: 0 };
            orders.push({ ...placed, ...fresh, deliveredAt: null, released: false });
          } else if (act.a === 'ship') {
            const o = pick(act.order);
            if (o?.status !== 'pending') continue;
            await ship(t.db, o.id, at);
            o.status = 'shipped';
            if (o.method === 'card') o.captured = true;
          } else if (act.a === 'deliver') {
            const o = pick(act.order);
            if (!o || (o.status !== 'pending' && o.status !== 'shipped')) continue;
            // A card order is captured before it is delivered, as the route does.
            if (o.method === 'card' && !o.captured) {
              await ship(t.db, o.id, at);
              o.captured = true;
            }
            await deliver(t.db, o.id, at);
            o.status = 'Delivered';
            o.deliveredAt = now;
            if (o.method === 'on_delivery') o.paid = true;
          } else if (act.a === 'cancel') {
            const o = pick(act.order);
            // Cancel is from pending; a shipped one stands for a capture that raced a cancel (refunded whole), never after a refund.
            if (!o || !(o.status === 'pending' || (o.status === 'shipped' && o.refunded === 0))) continue;
            await cancel(t.db, o.id, at);
            o.status = 'cancelled';
            if (o.captured) [o.refunded, o.shippingRefunded] = [o.totalCents - o.shippingCents, o.shippingCents];
          } else if (act.a === 'refund') {
            const o = pick(act.order);
            const refundable = o && (o.method === 'card' ? o.captured : o.paid) && o.status !== 'cancelled';
            // A return's refund gives back goods and tax; the delivery fee only with a cancel here.
            const left = o ? o.totalCents - o.shippingCents - o.refunded : 0;
            if (!o || !refundable || left <= 0) continue;
            const cents = Math.max(1, Math.floor(left * act.share));
            await refund(t.db, o.id, cents, `return:${o.id}:${causes++}`, at);
            o.refunded += cents;
          } else if (act.a === 'advance') {
            now += act.days * DAY;
            await releaseDue(t.db, new Date(now));
            for (const o of orders) {
              if (
                o.method === 'card' &&
                o.captured &&
                o.deliveredAt !== null &&
                o.deliveredAt + RETURN_DAYS * DAY <= now &&
                o.status === 'Delivered'
              )
                o.released = true;
            }
          } else if (act.a === 'run') {
            for (const p of await runPayouts(t.db, operator, MINIMUM, at)) if (vendors.includes(p.vendorId)) payoutIds.push(p.id);
          } else if (act.a === 'settle') {
            const id = payoutIds[act.payout % Math.max(payoutIds.length, 1)];
            if (id === undefined) continue;
            await settlePayout(t.db, operator, id, act.paid ? 'paid' : 'failed', at).catch((err: { kind?: string }) => {
              if (err.kind !== 'conflict') throw err;
            });
          }
        }
        const check = await checkLedger(t.db);
        expect(check).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedJournals: [] });
        const payouts = (await listPayouts(t.db, { limit: 1000, offset: 0 })).items;
        for (const vendor of vendors) {
          const mine = orders.filter((o) => o.vendorId === vendor);
          const held = mine.filter((o) => o.method === 'card' && !o.released).reduce((s, o) => s + net(o), 0);
          const earned = mine.reduce((s, o) => s + net(o), 0);
          const out = payouts
            .filter((p) => p.vendorId === vendor && p.status !== 'failed')
            .reduce((s, p) => s + Math.round(p.amount * 100), 0);
          const b = await balances(t.db, vendor);
          expect(b.onHold).toBe(held);
          expect(b.onHold + b.available + out).toBe(earned);
        }
        // Every captured card order's postings take from clearing exactly what its buyer paid, delivery included.
        for (const o of orders.filter((x) => x.captured)) {
          const [paid] = await queryRows<{ cents: number }>(
            t.db,
            sql`select coalesce(-sum(e.amount_cents), 0)::int8 as cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where e.order_id = ${o.id} and a.kind = 'clearing' and e.kind = 'sale'`,
          );
          expect(Number(paid?.cents)).toBe(o.totalCents);
        }
        for (const p of payouts.filter((p) => vendors.includes(p.vendorId))) {
          const [sum] = await queryRows<{ cents: number }>(
            t.db,
            sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ledger_entries where id = any(${`{${p.entryIds.join(',')}}`}::int8[])`,
          );
          expect(Number(sum?.cents)).toBe(Math.round(p.amount * 100));
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.LEDGER_SEED ?? 20261126), endOnFailure: true },
    );
    console.log(`ledger property: ${RUNS} runs, ${steps} events, ${(await checkLedger(t.db)).entries} entries`);
  }, 600_000);
});
