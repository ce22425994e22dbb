import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../src/db/client.js';
import type { Statements } from '../src/db/statements.js';

/**
 * Opens a transaction with `transaction`, runs `work` in it and keeps it open (its locks held, its
 * writes uncommitted) until `release()`; answers once `work` is done. PostgreSQL only: PGlite has
 * one session.
 */
async function keepOpen<Tx>(
  transaction: (body: (tx: Tx) => Promise<void>) => Promise<unknown>,
  work: (tx: Tx) => Promise<unknown>,
): Promise<{ release(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = transaction(async (tx) => {
    await work(tx);
    ready();
    await released;
  });
  // Should `work` fail, its error, not a wait forever.
  await Promise.race([isReady, done]);
  return {
    async release() {
      release();
      await done;
    },
  };
}

/** Runs `locking` (a SELECT … FOR UPDATE) in a transaction that keeps its locks until `release()`. */
export const holdLocks = (db: Db, locking: SQL) =>
  keepOpen<Tx>(
    (body) => db.transaction(body),
    (tx) => tx.execute(locking),
  );

/** Runs `work` (a checkout, say) in a transaction that neither commits nor lets go of its locks until `release()`. */
export const holdTransaction = (statements: Statements, work: (tx: Statements) => Promise<unknown>) =>
  keepOpen<Statements>((body) => statements.transaction(body), work);

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
