import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { runPayouts, settlePayout, vendorPayouts } from '../../src/domain/ledger/payouts.js';
import { postJournal } from '../../src/domain/ledger/post.js';
import { postRefund } from '../../src/domain/ledger/postings.js';
import { releaseDue } from '../../src/domain/ledger/release-due.js';
import { vendorBalance, vendorLedger } from '../../src/domain/ledger/vendor-ledger.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { balances, cancel, deliver, makeUser, placeOrder, refund, ship } from './ledger-shop.js';

let t: TestDatabase;
let buyer: number;
let admin: number;
beforeAll(async () => {
  t = await createTestDatabase();
  buyer = await makeUser(t.db, 'buyer');
  admin = await makeUser(t.db, 'buyer');
});
afterAll(() => t.destroy());

const day = 86_400_000;
const T0 = new Date('2026-11-01T12:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * day);
/** The database's own message, under the driver's wrapping. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
  );
const journals = async (orderId: number) =>
  queryRows<{ kind: string }>(t.db, sql`select kind from ledger_journals where order_id = ${orderId} order by id`);

describe('postings', () => {
  it('a capture posts once: on hold the subtotal less the commission, commission and tax to the platform, clearing the total', async () => {
    const vendor = await makeUser(t.db, 'vendor');
    const o = await placeOrder(t.db, buyer, vendor, 10_000, 'card');
    await ship(t.db, o.id, T0);
    await ship(t.db, o.id, T0);
    expect((await journals(o.id)).map((j) => j.kind)).toEqual(['capture']);
    expect(await balances(t.db, vendor)).toEqual({ onHold: 9_000, available: 0 });
    const page = await vendorLedger(t.db, vendor, { limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.items.map((e) => [e.kind, e.account, e.amount, e.balanceAfter])).toEqual([
      ['commission', 'on_hold', -10, 90],
      ['sale', 'on_hold', 100, 100],
    ]);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedJournals: [] });
  });

  it('pay on delivery: the vendor owes the commission and the tax from its available balance', async () => {
    const vendor = await makeUser(t.db, 'vendor');
    const o = await placeOrder(t.db, buyer, vendor, 5_000, 'on_delivery');
    await deliver(t.db, o.id, T0);
    await deliver(t.db, o.id, T0);
    expect(await balances(t.db, vendor)).toEqual({ onHold: 0, available: -(500 + 400) });
    const kinds = (await vendorLedger(t.db, vendor, { limit: 10, offset: 0 })).items.map((e) => e.kind).sort();
    expect(kinds).toEqual(['on_delivery_commission', 'tax']);
  });

  it('refunds reverse pro rata, commission included, to the cent once they add up to the total; more is refused', async () => {
    const vendor = await makeUser(t.db, 'vendor');
    const o = await placeOrder(t.db, buyer, vendor, 3_333, 'card');
    await ship(t.db, o.id, T0);
    await refund(t.db, o.id, 1_001, 'return:1', T0);
    await refund(t.db, o.id, 1_001, 'return:1', T0); // the same cause: posted once
    await refund(t.db, o.id, 1_000, 'return:2', T0);
    await expect(refund(t.db, o.id, o.totalCents, 'return:3', T0)).rejects.toMatchObject({ kind: 'conflict' });
    await refund(t.db, o.id, o.totalCents - 2_001, 'return:4', T0);
    expect(await balances(t.db, vendor)).toEqual({ onHold: 0, available: 0 });
    const [platform] = await queryRows<{ cents: number }>(
      t.db,
      sql`select coalesce(sum(e.amount_cents), 0)::int8 as cents from ledger_entries e where e.order_id = ${o.id} and e.vendor_id is null`,
    );
    expect(Number(platform?.cents)).toBe(0);
    await expect(t.db.transaction((tx) => postRefund(tx, { orderId: o.id, refundCents: 0, cause: 'x' }))).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });

  it('a card order cancelled after capture is refunded whole; before capture nothing is posted', async () => {
    const vendor = await makeUser(t.db, 'vendor');
    const a = await placeOrder(t.db, buyer, vendor, 2_000, 'card');
    const b = await placeOrder(t.db, buyer, vendor, 2_000, 'card');
    await ship(t.db, a.id, T0);
    await cancel(t.db, a.id, T0);
    await cancel(t.db, b.id, T0);
    expect((await journals(a.id)).map((j) => j.kind)).toEqual(['capture', 'refund']);
    expect(await journals(b.id)).toEqual([]);
    expect(await balances(t.db, vendor)).toEqual({ onHold: 0, available: 0 });
  });
});

describe("a vendor's ledger", () => {
  it('lists entries newest first by date, whatever order they were written in; one date, the later written first', async () => {
    const vendor = await makeUser(t.db, 'vendor', 14);
    const late = await placeOrder(t.db, buyer, vendor, 3_000, 'card');
    const early = await placeOrder(t.db, buyer, vendor, 2_000, 'card');
    // The later sale is written first, the earlier one after it (a back-dated event).
    await ship(t.db, late.id, at(20));
    await ship(t.db, early.id, at(5));
    const page = await vendorLedger(t.db, vendor, { limit: 10, offset: 0 });
    expect(page.items.map((e) => [e.at.slice(0, 10), e.kind, e.orderId])).toEqual([
      ['2026-11-21', 'commission', late.id],
      ['2026-11-21', 'sale', late.id],
      ['2026-11-06', 'commission', early.id],
      ['2026-11-06', 'sale', early.id],
    ]);
    const second = await vendorLedger(t.db, vendor, { limit: 2, offset: 2 });
    expect(second.items.map((e) => e.orderId)).toEqual([early.id, early.id]);
  });
});

describe('the database holds the ledger', () => {
  it('refuses to update or delete an entry or a journal', async () => {
    expect(await refusal(t.db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`))).toMatch(/never updated or deleted/);
    expect(await refusal(t.db.execute(sql`delete from ledger_entries`))).toMatch(/never updated or deleted/);
    expect(await refusal(t.db.execute(sql`update ledger_journals set cause = 'x'`))).toMatch(/never updated or deleted/);
    expect(await refusal(t.db.execute(sql`delete from ledger_journals`))).toMatch(/never updated or deleted/);
  });

  it('refuses a journal that does not sum to zero as its transaction commits, whoever writes it', async () => {
    const vendor = await makeUser(t.db, 'vendor');
    await expect(
      postJournal(t.db, { kind: 'payout', cause: 'bad', vendorId: vendor, at: T0 }, [
        { account: 'available', kind: 'payout', amountCents: 5 },
      ]),
    ).rejects.toThrow(/does not sum to zero/);
    const before = await checkLedger(t.db);
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          const [j] = await queryRows<{ id: number }>(
            tx,
            sql`insert into ledger_journals (kind, cause, vendor_id, at) values ('payout', 'raw', ${vendor}, now()) returning id`,
          );
          const [acct] = await queryRows<{ id: number }>(tx, sql`select id from ledger_accounts where kind = 'clearing'`);
          await tx.execute(
            sql`insert into ledger_entries (journal_id, account_id, kind, amount_cents, at) values (${j?.id}, ${acct?.id}, 'payout', 7, now())`,
          );
        }),
      ),
    ).toMatch(/does not sum to zero/);
    expect(await checkLedger(t.db)).toEqual(before);
  });
});

describe('releases at the end of the return window', () => {
  it('moves each delivered order on hold to available once its vendor’s return window has closed, not before', async () => {
    const vendor = await makeUser(t.db, 'vendor', 14);
    const o = await placeOrder(t.db, buyer, vendor, 10_000, 'card');
    const undelivered = await placeOrder(t.db, buyer, vendor, 1_000, 'card');
    await ship(t.db, o.id, T0);
    await ship(t.db, undelivered.id, T0);
    await deliver(t.db, o.id, at(1));
    expect((await vendorBalance(t.db, vendor)).nextReleaseDate).toBe(at(15).toISOString());
    await releaseDue(t.db, at(14.99));
    expect(await balances(t.db, vendor)).toEqual({ onHold: 9_000 + 900, available: 0 });
    await Promise.all([releaseDue(t.db, at(15)), releaseDue(t.db, at(15))]);
    await releaseDue(t.db, at(16));
    expect(await balances(t.db, vendor)).toEqual({ onHold: 900, available: 9_000 });
    expect((await journals(o.id)).map((j) => j.kind)).toEqual(['capture', 'release']);
    expect((await vendorBalance(t.db, vendor)).nextReleaseDate).toBeNull();
    // A refund after the release comes out of available.
    await refund(t.db, o.id, 1_080, 'return:late', at(16));
    expect(await balances(t.db, vendor)).toEqual({ onHold: 900, available: 9_000 - 1_000 + 100 });
  });
});

describe('payouts', () => {
  it('pays every vendor at or over the minimum once, lists what it settles, and a failed one returns to available', async () => {
    const rich = await makeUser(t.db, 'vendor', 14);
    const poor = await makeUser(t.db, 'vendor', 14);
    for (const [vendor, cents] of [
      [rich, 20_000],
      [poor, 500],
    ] as const) {
      const o = await placeOrder(t.db, buyer, vendor, cents, 'card');
      await ship(t.db, o.id, T0);
      await deliver(t.db, o.id, T0);
    }
    await releaseDue(t.db, at(30));
    const [first, second] = await Promise.all([runPayouts(t.db, admin, 1_000, at(30)), runPayouts(t.db, admin, 1_000, at(30))]);
    const made = [...(first ?? []), ...(second ?? [])].filter((p) => p.vendorId === rich || p.vendorId === poor);
    expect(made.map((p) => [p.vendorId, p.amount, p.status])).toEqual([[rich, 180, 'pending']]);
    const payout = made[0];
    if (!payout) throw new Error('no payout');
    const settled = await queryRows<{ cents: number }>(
      t.db,
      sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ledger_entries where id in ${sql.raw(`(${payout.entryIds.join(',')})`)}`,
    );
    expect(Number(settled[0]?.cents)).toBe(18_000);
    expect(await balances(t.db, rich)).toEqual({ onHold: 0, available: 0 });
    // Still being sent: on its way, not yet paid out.
    expect(await vendorBalance(t.db, rich)).toMatchObject({ paidOut: 0, onItsWay: 180 });

    const failed = await settlePayout(t.db, admin, payout.id, 'failed', at(31));
    expect(failed.status).toBe('failed');
    await expect(settlePayout(t.db, admin, payout.id, 'paid', at(31))).rejects.toMatchObject({ kind: 'conflict' });
    await settlePayout(t.db, admin, payout.id, 'failed', at(31));
    expect(await balances(t.db, rich)).toEqual({ onHold: 0, available: 18_000 });
    expect(await vendorBalance(t.db, rich)).toMatchObject({ paidOut: 0, onItsWay: 0 });

    const [again] = (await runPayouts(t.db, admin, 1_000, at(32))).filter((p) => p.vendorId === rich);
    expect(again?.amount).toBe(180);
    const paid = await settlePayout(t.db, admin, again?.id ?? 0, 'paid', at(33));
    expect(paid.status).toBe('paid');
    expect(await vendorBalance(t.db, rich)).toMatchObject({ paidOut: 180, onItsWay: 0 });
    expect((await vendorPayouts(t.db, rich, { limit: 10, offset: 0 })).items.map((p) => p.status)).toEqual(['paid', 'failed']);
    const audit = await queryRows<{ action: string }>(t.db, sql`select action from operator_audit where target_id = ${rich} order by id`);
    expect(audit.map((a) => a.action)).toEqual(['payout.created', 'payout.failed', 'payout.created', 'payout.paid']);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});
