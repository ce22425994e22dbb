import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client.js';
import { checkLedger } from '../../src/domain/ledger/check-ledger.js';
import { postCapture } from '../../src/domain/ledger/postings.js';
import { runPayouts } from '../../src/domain/ledger/payouts.js';
import { releaseDue } from '../../src/domain/ledger/release-due.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';
import { balances, deliver, makeUser, placeOrder, ship } from './ledger-shop.js';

/**
 * Two instances at once: each on its own pool over one PostgreSQL database, so their
 * transactions really overlap. Captures, releases and payout runs each post once.
 */
describe.skipIf(!onPostgres)('the ledger with two instances on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    a = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
    b = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  const T0 = new Date('2026-11-01T00:00:00Z');
  const count = async (kind: string) =>
    Number((await queryRows<{ n: number }>(a.db, sql`select count(*)::int as n from ledger_journals where kind = ${kind}`))[0]?.n);

  it('posts each capture once when both instances capture the same orders together', async () => {
    const buyer = await makeUser(a.db, 'buyer');
    const vendor = await makeUser(a.db, 'vendor', 14);
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(a.db, buyer, vendor, 1_000 + i, 'card')));
    await Promise.all(
      orders.flatMap((o) => [
        ship(a.db, o.id, T0),
        b.db.transaction(async (tx) => {
          await tx.execute(sql`update orders set payment_status = 'captured' where id = ${o.id} and payment_status = 'authorized'`);
          await postCapture(tx, o.id, T0);
        }),
      ]),
    );
    expect(await count('capture')).toBe(20);
    const held = orders.reduce((s, o) => s + o.subtotalCents - Math.floor((o.subtotalCents * o.commissionPercent + 50) / 100), 0);
    expect((await balances(a.db, vendor)).onHold).toBe(held);
    expect((await checkLedger(a.db)).balanced).toBe(true);
  });

  it('releases each due order once when both instances run the timer together', async () => {
    const buyer = await makeUser(a.db, 'buyer');
    const vendor = await makeUser(a.db, 'vendor', 14);
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(a.db, buyer, vendor, 2_000 + i, 'card')));
    for (const o of orders) {
      await ship(a.db, o.id, T0);
      await deliver(a.db, o.id, T0);
    }
    const before = await count('release');
    const due = new Date(T0.getTime() + 15 * 86_400_000);
    const [x, y, z] = await Promise.all([releaseDue(a.db, due), releaseDue(b.db, due), releaseDue(b.db, due)]);
    expect((x ?? 0) + (y ?? 0) + (z ?? 0)).toBe(20);
    expect((await count('release')) - before).toBe(20);
    expect((await balances(a.db, vendor)).onHold).toBe(0);
    expect((await checkLedger(a.db)).balanced).toBe(true);
  });

  it('makes one payout per vendor when two payout runs overlap', async () => {
    const operator = await makeUser(a.db, 'buyer');
    const buyer = await makeUser(a.db, 'buyer');
    for (let i = 0; i < 5; i++) {
      const vendor = await makeUser(a.db, 'vendor', 14);
      const o = await placeOrder(a.db, buyer, vendor, 5_000 + i, 'card');
      await ship(a.db, o.id, T0);
      await deliver(a.db, o.id, T0);
    }
    await releaseDue(a.db, new Date(T0.getTime() + 15 * 86_400_000));
    const [x, y] = await Promise.all([runPayouts(a.db, operator, 1_000, T0), runPayouts(b.db, operator, 1_000, T0)]);
    const made = [...(x ?? []), ...(y ?? [])];
    const vendors = made.map((p) => p.vendorId);
    expect(vendors.length).toBe(6);
    expect(new Set(vendors).size).toBe(vendors.length);
    expect(await count('payout')).toBe(made.length);
    const [left] = await queryRows<{ cents: number }>(
      a.db,
      sql`select coalesce(sum(balance_cents), 0)::int8 as cents from ledger_accounts where kind = 'available'`,
    );
    expect(Number(left?.cents)).toBe(0);
    expect((await checkLedger(a.db)).balanced).toBe(true);
  });
});
