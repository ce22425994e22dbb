import { type SQL, sql } from 'drizzle-orm';
import type { Statements } from './statements.js';

/**
 * A read as its SQL and what its rows mean, so it can run alone or beside another read in one
 * statement (`readTogether`): on a busy database every round trip saved is a write to the socket
 * and a wake-up of the backend.
 */
export interface Read<T> {
  query: SQL;
  /** The prepared statement's name when it runs alone. */
  name: string;
  /**
   * What its rows mean. Run beside another read the rows come back as JSON, so `answer` must take
   * either form: a `bigint` as a number or text, a timestamp as either of PostgreSQL's texts.
   */
  answer(rows: unknown[]): T;
}

/** Runs one read as its own prepared statement. */
export async function read<T>(db: Pick<Statements, 'rows'>, r: Read<T>): Promise<T> {
  return r.answer(await db.rows(r.query, r.name));
}

/** Runs two reads in one statement (one round trip), each one's rows gathered as JSON. */
export async function readTogether<A, B>(db: Pick<Statements, 'rows'>, a: Read<A>, b: Read<B>): Promise<[A, B]> {
  const [row] = await db.rows<{ a: unknown[]; b: unknown[] }>(
    sql`select (select coalesce(json_agg(x), '[]'::json) from (${a.query}) x) as a,
      (select coalesce(json_agg(y), '[]'::json) from (${b.query}) y) as b`,
    `${a.name}_with_${b.name}`,
  );
  return [a.answer(row?.a ?? []), b.answer(row?.b ?? [])];
}
