import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COUPON_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, queryRows } from '../../src/db/client.js';
import { couponForBuyer, listCoupons, rowsOf } from '../../src/domain/coupons/store.js';
import {
  giveBackUse,
  promotionSpendCents,
  settleUse,
  type UseClaim,
  type UseTaken,
  useCtes,
  useTaken,
} from '../../src/domain/coupons/uses.js';
import { holdLocks } from '../locks.js';
import { cancelOrder } from '../../src/domain/orders/change-status.js';
import { makeUser, placeOrder } from '../ledger/ledger-shop.js';
import { createPostgresDatabase, createTestDatabase, onPostgres, type TestDatabase } from '../test-db.js';

/**
 * A coupon's uses (docs/decisions/265): taken in the placing transaction, never past its limits,
 * once per checkout, given back once when the checkout's last vendor order is cancelled.
 */
const AT = new Date('2026-11-28T12:00:00Z');
let serial = 0;

async function makeCoupon(db: Db, maxUses: number | null, perBuyer = 1): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into coupons (code, kind, value, max_uses, max_uses_per_buyer)
      values (${`T-${Date.now() % 1e6}-${serial++}`}, 'percent', 10, ${maxUses}, ${perBuyer}) returning id`,
  );
  return row?.id ?? 0;
}

async function makePayment(db: Db, buyerId: number): Promise<string> {
  const id = `pay_c_${serial++}_${Math.random().toString(36).slice(2)}`;
  await db.execute(sql`insert into payments (id, buyer_id, idempotency_key, method, status, amount_cents, provider)
    values (${id}, ${buyerId}, ${id}, 'on_delivery', 'placed', 1000, 'none')`);
  return id;
}

/**
 * One checkout's placing transaction, reduced to its use of the coupon: the code's lookup as
 * checkout's transaction makes it, then the write's use CTEs in a statement of their own, and the
 * buyer's answer: 'ok' or the refusal's message.
 */
const place = async (
  db: Db,
  use: Pick<UseClaim, 'couponId' | 'buyerId' | 'paymentId'> & Partial<Pick<UseClaim, 'discountCents' | 'platformFunded' | 'at'>>,
) => {
  const [coupon] = await queryRows<{ code: string }>(db, sql`select code from coupons where id = ${use.couponId}`);
  return db
    .transaction(async (tx) => {
      const found = await couponForBuyer(rowsOf(tx), coupon?.code ?? '', use.buyerId, []);
      const claim: UseClaim = {
        discountCents: 100,
        platformFunded: true,
        at: AT,
        ...use,
        limited: found?.rules.maxUses !== null,
        perBuyer: found?.rules.maxUsesPerBuyer ?? 1,
      };
      const [taken] = await queryRows<UseTaken>(tx, sql`with ${useCtes(claim, sql`'{}'::int[]`)} done as (select 1) select ${useTaken}`);
      await settleUse(rowsOf(tx), claim, taken ?? { couponOpen: false, couponUsed: false });
    })
    .then(
      () => 'ok',
      (err: Error) => err.message,
    );
};

const usesOf = async (db: Db, couponId: number) =>
  (
    await queryRows<{ uses: number; rows: number }>(
      db,
      sql`select uses, (select count(*)::int from coupon_uses where coupon_id = ${couponId} and given_back_at is null) as rows
      from coupons where id = ${couponId}`,
    )
  )[0];

describe('uses of a coupon', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('count once per checkout, however often its placement runs, and refuse the buyer’s second checkout', async () => {
    const buyer = await makeUser(t.db, 'buyer');
    const coupon = await makeCoupon(t.db, 10);
    const payment = await makePayment(t.db, buyer);
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payment })).toBe('ok');
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payment })).toBe('ok');
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 1, rows: 1 });
    const second = await makePayment(t.db, buyer);
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: second })).toBe(COUPON_TEXTS.usedByYou);
    // Refused, its transaction took nothing.
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 1, rows: 1 });
  });

  it('come back once when the checkout’s last vendor order is cancelled, not before', async () => {
    const buyer = await makeUser(t.db, 'buyer');
    const [v1, v2] = [await makeUser(t.db, 'vendor'), await makeUser(t.db, 'vendor')];
    const coupon = await makeCoupon(t.db, 1);
    const payment = await makePayment(t.db, buyer);
    const [a, b] = [await placeOrder(t.db, buyer, v1, 5000, 'on_delivery'), await placeOrder(t.db, buyer, v2, 3000, 'on_delivery')];
    await t.db.execute(sql`update orders set payment_id = ${payment} where id in (${a.id}, ${b.id})`);
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payment })).toBe('ok');
    const other = await makeUser(t.db, 'buyer');
    expect(await place(t.db, { couponId: coupon, buyerId: other, paymentId: await makePayment(t.db, other) })).toBe(COUPON_TEXTS.usedUp);

    const handles = { db: t.db, statements: t.statements, now: () => AT.getTime() };
    await cancelOrder(handles, v1, a.id);
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 1, rows: 1 });
    await cancelOrder(handles, v2, b.id);
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 0, rows: 0 });
    // Asked again, nothing more comes back.
    expect(await t.db.transaction((tx) => giveBackUse(tx, b.id, AT))).toBe(false);
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 0, rows: 0 });
    // The use given back is free for another buyer.
    expect(await place(t.db, { couponId: coupon, buyerId: other, paymentId: await makePayment(t.db, other) })).toBe('ok');
  });
});

describe('a buyer’s count of uses', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const buyerUses = async (couponId: number, buyerId: number) =>
    (
      await queryRows<{ uses: number }>(
        t.db,
        sql`select uses from coupon_buyer_uses where coupon_id = ${couponId} and buyer_id = ${buyerId}`,
      )
    )[0]?.uses ?? 0;

  it('holds the buyer to their limit, and a use given back is theirs to take again', async () => {
    const buyer = await makeUser(t.db, 'buyer');
    const vendor = await makeUser(t.db, 'vendor');
    const coupon = await makeCoupon(t.db, null, 2);
    const payments = [await makePayment(t.db, buyer), await makePayment(t.db, buyer), await makePayment(t.db, buyer)];
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payments[0] ?? '' })).toBe('ok');
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payments[1] ?? '' })).toBe('ok');
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payments[2] ?? '' })).toBe(COUPON_TEXTS.usedByYou);
    expect(await buyerUses(coupon, buyer)).toBe(2);

    const order = await placeOrder(t.db, buyer, vendor, 4000, 'on_delivery');
    await t.db.execute(sql`update orders set payment_id = ${payments[0] ?? ''} where id = ${order.id}`);
    await cancelOrder({ db: t.db, statements: t.statements, now: () => AT.getTime() }, vendor, order.id);
    expect(await buyerUses(coupon, buyer)).toBe(1);
    expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: payments[2] ?? '' })).toBe('ok');
    expect(await buyerUses(coupon, buyer)).toBe(2);
    expect(await usesOf(t.db, coupon)).toEqual({ uses: 0, rows: 2 });
  });

  it('migration 0045 counts each buyer’s uses not given back', async () => {
    const [a, b] = [await makeUser(t.db, 'buyer'), await makeUser(t.db, 'buyer')];
    const coupon = await makeCoupon(t.db, null, 5);
    for (const buyer of [a, a, a, b]) {
      expect(await place(t.db, { couponId: coupon, buyerId: buyer, paymentId: await makePayment(t.db, buyer) })).toBe('ok');
    }
    await t.db.execute(
      sql`update coupon_uses set given_back_at = now() where id = (select min(id) from coupon_uses where buyer_id = ${a})`,
    );
    // As 0044 left a shop: uses, and no counts.
    await t.db.execute(sql`delete from coupon_buyer_uses`);
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0045_coupon-buyer-uses.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
    await t.db.execute(sql.raw(backfill));
    expect([await buyerUses(coupon, a), await buyerUses(coupon, b)]).toEqual([2, 1]);
  });
});

describe('the platform’s promotion spend', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('sums what platform coupons took off in the period, leaving out shops’ coupons, older uses and uses given back', async () => {
    const buyer = await makeUser(t.db, 'buyer');
    const coupon = await makeCoupon(t.db, null, 10);
    const use = async (discountCents: number, platformFunded: boolean, at: Date) =>
      expect(
        await place(t.db, {
          couponId: coupon,
          buyerId: buyer,
          paymentId: await makePayment(t.db, buyer),
          discountCents,
          platformFunded,
          at,
        }),
      ).toBe('ok');
    await use(1250, true, AT);
    await use(300, true, new Date(AT.getTime() - 40 * 86_400_000));
    await use(999, false, AT);
    await use(475, true, AT);
    await t.db.execute(sql`update coupon_uses set given_back_at = now() where discount_cents = 475`);
    expect(await promotionSpendCents(t.db, new Date(AT.getTime() - 30 * 86_400_000))).toBe(1250);
  });
});

describe.skipIf(!onPostgres)('uses of a coupon raced on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 20 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('50 buyers at once on a coupon with 5 uses left: exactly 5 placed, the rest told it is used up', async () => {
    const db = database.db;
    const coupon = await makeCoupon(db, 8);
    await db.execute(sql`update coupons set uses = 3 where id = ${coupon}`);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeUser(db, 'buyer')));
    const payments = await Promise.all(buyers.map((b) => makePayment(db, b)));
    const answers = await Promise.all(buyers.map((b, i) => place(db, { couponId: coupon, buyerId: b, paymentId: payments[i] ?? '' })));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(5);
    expect(answers.filter((a) => a === COUPON_TEXTS.usedUp)).toHaveLength(45);
    expect(await usesOf(db, coupon)).toEqual({ uses: 8, rows: 5 });
  });

  it('one buyer’s 10 checkouts at once on a code of one use each: exactly one placed', async () => {
    const db = database.db;
    const coupon = await makeCoupon(db, null, 1);
    const buyer = await makeUser(db, 'buyer');
    const payments = await Promise.all(Array.from({ length: 10 }, () => makePayment(db, buyer)));
    const answers = await Promise.all(payments.map((p) => place(db, { couponId: coupon, buyerId: buyer, paymentId: p })));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a === COUPON_TEXTS.usedByYou)).toHaveLength(9);
    // A code without a limit keeps no count on its row: its one use is the use's own row.
    expect(await usesOf(db, coupon)).toEqual({ uses: 0, rows: 1 });
  });

  it('a code without a limit never queues its checkouts on its row: 20 buyers placed while the row is locked', async () => {
    const db = database.db;
    const coupon = await makeCoupon(db, null, 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser(db, 'buyer')));
    const payments = await Promise.all(buyers.map((b) => makePayment(db, b)));
    // Another transaction holds the coupon's row as a checkout counting a use of a limited code does: none waits on it.
    const held = await holdLocks(db, sql`select id from coupons where id = ${coupon} for no key update`);
    try {
      const answers = await Promise.all(buyers.map((b, i) => place(db, { couponId: coupon, buyerId: b, paymentId: payments[i] ?? '' })));
      expect(answers).toEqual(buyers.map(() => 'ok'));
    } finally {
      await held.release();
    }
    expect(await usesOf(db, coupon)).toEqual({ uses: 0, rows: 20 });
    const listed = await listCoupons(db, { vendorId: null });
    expect(listed.find((c) => c.couponId === String(coupon))).toMatchObject({ uses: 20, discountGiven: 20 });
  });

  it('gives a use back once when two vendors cancel a checkout’s two orders at the same moment', async () => {
    const db = database.db;
    const buyer = await makeUser(db, 'buyer');
    const [v1, v2] = [await makeUser(db, 'vendor'), await makeUser(db, 'vendor')];
    const coupon = await makeCoupon(db, 1);
    const payment = await makePayment(db, buyer);
    const [a, b] = [await placeOrder(db, buyer, v1, 5000, 'on_delivery'), await placeOrder(db, buyer, v2, 3000, 'on_delivery')];
    await db.execute(sql`update orders set payment_id = ${payment} where id in (${a.id}, ${b.id})`);
    expect(await place(db, { couponId: coupon, buyerId: buyer, paymentId: payment })).toBe('ok');
    const handles = { db, statements: database.statements, now: () => AT.getTime() };
    await Promise.all([cancelOrder(handles, v1, a.id), cancelOrder(handles, v2, b.id)]);
    expect(await usesOf(db, coupon)).toEqual({ uses: 0, rows: 0 });
  });
});
