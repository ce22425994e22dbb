import { type SQL, sql } from 'drizzle-orm';

/** Constants and SQL building blocks shared by the generator's files. */

export const BENCH_VENDOR_EMAIL = 'bench-vendor@seamline.test';
/** Orders of the designated vendor: the analytics budget is stated for a vendor this size. */
export const BENCH_VENDOR_ORDERS = 20_000;
/** Stock of the products the cart and checkout scenarios use, so a run never sells out. */
export const HOT_STOCK = 1_000_000;

export type Step = (name: string, run: () => Promise<unknown>) => Promise<void>;

/** An integer we wrote ourselves, inlined into SQL (never user input). */
export function lit(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/** A deterministic pseudo-random non-negative int4 from a row number, a salt and the seed. */
export const hashOf = (seed: number) => (expr: SQL, salt: number) =>
  sql`(hashint8((${expr})::bigint * 1000003 + ${lit(salt * 7919 + seed)}) & 2147483647)`;

/** A JSON array parameter turned into a text[] (one parameter per word list). */
export const textArray = (list: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

export type Hash = ReturnType<typeof hashOf>;
