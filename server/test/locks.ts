import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';

/**
 * Runs `locking` (a SELECT … FOR UPDATE) in a transaction that keeps its locks until `release()`;
 * answers once the locks are taken. PostgreSQL only: PGlite has one session.
 */
export async function holdLocks(db: Db, locking: SQL) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = db.transaction(async (tx) => {
    await tx.execute(locking);
    locked();
    await released;
  });
  await isLocked;
  return {
    async release() {
      release();
      await done;
    },
  };
}

/** Holds the product row locked until `release()`, so the checkouts fired meanwhile queue on it. */
export const holdProduct = (db: Db, productId: number) => holdLocks(db, sql`select 1 from products where id = ${productId} for update`);

/** Waits until `n` sessions of this database wait on a lock. */
export async function waitingOnLocks(db: Db, n: number) {
  for (let i = 0; i < 500; i++) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} sessions waiting on a lock`);
}
