import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { pgliteStatements, postgresStatements, type Statements } from './statements.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: domain functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Both ways to reach the database, for domain code that uses drizzle and prepared raw statements. */
export interface Handles {
  db: Db;
  statements: Statements;
}

export interface Database {
  db: Db;
  statements: Statements;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// server/src/db here, server/dist once compiled (scripts/lib.mjs): the migrations sit in server/drizzle.
const serverDir = path.resolve(import.meta.dirname, import.meta.dirname.endsWith(`${path.sep}dist`) ? '..' : '../..');
export const migrationsFolder = path.join(serverDir, 'drizzle');
const MIGRATION_LOCK = 7_261_001;

// Return bigint counts and sums as JS numbers; every value we aggregate stays far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite in `dataDir` ('memory://' for none on disk). */
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data folder, as `dumpDataDir` wrote it (the tests' migrated template). */
  loadDataDir?: Blob;
}

/** How the embedded database is opened: the search's trigram extension, bigint and numeric as numbers. */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
};

/** Opens the database and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection the server closes (restart, failover, admin) must not take the process
    // down: the pool drops it and opens a new one on the next query.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`PostgreSQL connection lost: ${err.message}`);
    });
    const client = await pool.connect();
    try {
      // Two instances starting together must not both migrate.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      statements: postgresStatements(pool),
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (opts.dataDir && !opts.dataDir.startsWith('memory://')) keepPrivate(opts.dataDir);
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { ...PGLITE_OPTIONS, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const onDisk = opts.dataDir && !opts.dataDir.startsWith('memory://') ? opts.dataDir : null;
  const close = async () => {
    await client.close();
    // PGlite writes a few cache files with modes of its own as it closes.
    if (onDisk) keepPrivate(onDisk);
  };
  return { db: db as unknown as Db, statements: pgliteStatements(client), kind: 'pglite', close };
}

/**
 * The embedded database's files hold every account and the generated signing secret: the folder is
 * the owner's alone (0700, files 0600), including files made before, and so is everything this
 * process creates from now on (umask 077; nothing else it writes is meant for other users).
 */
function keepPrivate(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    chmodSync(p, stat.isDirectory() ? 0o700 : 0o600);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
}

/** Runs raw SQL and answers its rows; both drivers put them under `rows`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
