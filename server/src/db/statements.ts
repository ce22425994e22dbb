import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pgLib from 'pg';
import type pg from 'pg';

/**
 * Raw SQL for the hottest statements, through each driver's own API. On PostgreSQL a named
 * statement is parsed and planned once per connection instead of on every call (for checkout's
 * statements planning cost as much as running them: docs/decisions). PGlite has no named
 * statements and runs the text.
 */
export interface Statements {
  /**
   * The rows of `query`. With a `name`, PostgreSQL prepares it as `name` plus a digest of its text,
   * so a statement whose text varies with its input (one VALUES row per cart line) gets one
   * prepared statement per shape; callers keep the number of shapes small.
   */
  rows<T>(query: SQL, name?: string): Promise<T[]>;
  /** Runs `work` in one transaction on one connection; a throw rolls it back. */
  transaction<R>(work: (tx: Statements) => Promise<R>): Promise<R>;
}

const dialect = new PgDialect();

/** Dates and times come back as PostgreSQL's text, as they do through drizzle's `db.execute`. */
const TEXT_TYPES = [1082, 1083, 1114, 1184, 1186]; // date, time, timestamp, timestamptz, interval
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(oid) ? asText : pgLib.types.getTypeParser(oid, format)) as typeof pgLib.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));
const names = new Map<string, string>();

/** `name` plus a digest of the statement's text, remembered for the first 1,000 texts. */
function statementName(name: string, text: string): string {
  const known = names.get(text);
  if (known) return known;
  const full = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  if (names.size < 1000) names.set(text, full);
  return full;
}

/** node-postgres: named statements through `query({ name, text, values })`. */
export function postgresStatements(pool: pg.Pool): Statements {
  const on = (client: pg.Pool | pg.PoolClient): Pick<Statements, 'rows'> => ({
    async rows<T>(query: SQL, name?: string) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const result = await client.query({ ...(name ? { name: statementName(name, text) } : {}), text, values: params, types: pgTypes });
      return result.rows as T[];
    },
  });
  return {
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      const tx: Statements = {
        ...on(client),
        transaction: () => Promise.reject(new Error('transactions do not nest')),
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (err) {
        // A connection that cannot even roll back is broken: the pool must not hand it out again.
        const broken = await client.query('ROLLBACK').then(
          () => undefined,
          (e: Error) => e,
        );
        client.release(broken);
        throw err;
      }
    },
  };
}

/** PGlite: one connection, its own transactions; names are not needed. */
export function pgliteStatements(client: PGlite): Statements {
  const on = (target: PGlite | Transaction): Pick<Statements, 'rows'> => ({
    async rows<T>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await target.query<T>(text, params, { parsers: pgliteParsers })).rows;
    },
  });
  return {
    ...on(client),
    transaction: (work) =>
      client.transaction((tx) => work({ ...on(tx), transaction: () => Promise.reject(new Error('transactions do not nest')) })),
  };
}
