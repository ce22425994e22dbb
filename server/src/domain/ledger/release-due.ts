import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { releasable, releaseOrder } from './postings.js';

/** How many orders one round releases at most; the next round takes the rest. */
const BATCH = 500;

/**
 * The release timer's round (docs/architecture.md#money-and-operator): every order whose return window has closed by `now`
 * has its money on hold moved to available, each in its own transaction and each once, however
 * many instances run the round together. Answers how many this round released.
 */
export async function releaseDue(db: Db, now: Date): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o where ${releasable(now)} order by o.delivered_at, o.id limit ${BATCH}`,
  );
  let released = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseOrder(tx, id, now))) released += 1;
  }
  return released;
}
