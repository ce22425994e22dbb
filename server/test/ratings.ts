import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';

/**
 * Products whose stored rating differs from what the reviews say now: the figures are worked out
 * afresh by the database's own function (migration 0010) inside a transaction that is rolled back.
 */
export async function staleRatings(db: Db): Promise<number[]> {
  const stale: number[] = [];
  await db
    .transaction(async (tx) => {
      const read = () =>
        queryRows<{ id: number; r: string }>(
          tx,
          sql`select id, concat_ws('/', rating_sum, rating_count, rating_verified_only) as r from products order by id`,
        );
      const before = await read();
      await tx.execute(sql`select refresh_product_ratings(array(select id from products))`);
      const after = new Map((await read()).map((p) => [p.id, p.r]));
      for (const p of before) if (after.get(p.id) !== p.r) stale.push(p.id);
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return stale;
}

class RolledBack extends Error {}
