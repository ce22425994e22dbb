import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabases, onServer } from '../scripts/databases.mjs';
import { type Database, openDatabase } from '../server/src/db/client.js';

export type DbKind = 'postgres' | 'pglite';

/** A fresh database for one bench run: where it lives, how to open it, how to remove it. */
export interface BenchDatabase {
  kind: DbKind;
  /** What the server process needs in its environment to open it. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  /** Human-readable location for the report. */
  where: string;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/**
 * Closes a database the bench opened. pg's Pool#end resolves before its sockets are gone, so a
 * DROP … WITH (FORCE) right after can still terminate an idle client, which the pool would then
 * raise as an unhandled 'error' event: expected here, so it is ignored.
 */
export async function closeDatabase(database: Database): Promise<void> {
  const client = (database.db as unknown as { $client: { on?: (event: string, fn: () => void) => void } }).$client;
  if (database.kind === 'postgres') client.on?.('error', () => {});
  await database.close();
}

/** A new PostgreSQL database on DATABASE_URL's server, or a new PGlite data directory. */
export async function createBenchDatabase(kind: DbKind, label: string): Promise<BenchDatabase> {
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL;
    if (!admin) throw new Error('--db postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const name = `seamline_bench_${label.replace(/\W/g, '')}_${stamp}`;
    const url = await createDatabase(admin, name);
    return {
      kind,
      env: { DATABASE_URL: url },
      where: `PostgreSQL database ${name}`,
      open: () => openDatabase({ databaseUrl: url }),
      remove: () => dropDatabases(admin, name),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `seamline-bench-${label}-`));
  return {
    kind,
    env: { DATA_DIR: dir },
    where: `PGlite in ${dir}`,
    open: () => openDatabase({ dataDir: dir }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A database kept by an earlier run (--keep), measured as it is and kept. */
export function keptBenchDatabase(url: string): BenchDatabase {
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    where: `PostgreSQL database ${new URL(url).pathname.slice(1)} (kept)`,
    open: () => openDatabase({ databaseUrl: url }),
    remove: async () => {},
  };
}

/**
 * Vacuums and analyses a PostgreSQL bench database, as autovacuum does in a shop's database: the
 * build machines' PostgreSQL runs with it off, and a kept database would otherwise carry every
 * earlier run's dead rows into the next one's measurements. PGlite's files belong to its server.
 */
export async function vacuum(bdb: BenchDatabase): Promise<void> {
  if (bdb.kind !== 'postgres' || !bdb.env.DATABASE_URL) return;
  await onServer(bdb.env.DATABASE_URL, (client) => vacuumWrittenTables(async (text) => (await client.query(text)).rows));
}

/**
 * `vacuum (analyze)` of every table something has been written to, and none of those nothing
 * ever was (no pages yet: the payments, the sandbox's tables on a new database). Autovacuum
 * leaves those alone, as it acts only once enough of a table has changed; vacuumed or analysed
 * empty, a table reads as empty to the planner until it is analysed again, and every statement
 * prepared meanwhile scans it whole however large it grows — a state a shop's database never
 * reaches. Never analysed, the planner assumes a few pages and looks rows up by their keys.
 */
export async function vacuumWrittenTables(run: (text: string) => Promise<unknown[]>): Promise<void> {
  const rows = (await run(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
     where pg_relation_size(relid) > 0 order by 1`,
  )) as { name: string }[];
  if (rows.length > 0) await run(`vacuum (analyze) ${rows.map((r) => r.name).join(', ')}`);
}
