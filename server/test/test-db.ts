import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDatabase, databaseUrl, dropDatabases, onServer, testRunPrefix } from '../../scripts/databases.mjs';
import { type Database, migrationsFolder, openDatabase, PGLITE_OPTIONS } from '../src/db/client.js';

/** Which database the suite runs on: a fresh PostgreSQL database when DATABASE_URL is set, else PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase extends Database {
  /** A URL other processes can open (PostgreSQL only). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

const runPrefix = testRunPrefix();

/**
 * The migrations' fingerprint. A migrated template is made once per fingerprint and copied for each
 * test file, which costs a fraction of migrating anew (about 1 s against 3–6 s on PGlite); a
 * changed or added migration makes a new one.
 */
const migrationsHash = (() => {
  let hash: string | undefined;
  return () => {
    if (hash) return hash;
    const h = createHash('sha256');
    for (const file of readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      h.update(file).update(readFileSync(path.join(migrationsFolder, file)));
    }
    h.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
    hash = h.digest('hex').slice(0, 12);
    return hash;
  };
})();

function adminUrl(): string {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set');
  return admin;
}

/**
 * A migrated PostgreSQL database to copy, made by the first test file that asks (the others wait on
 * an advisory lock) and named like the run's databases, so the run's clean-up drops it too.
 */
async function postgresTemplate(): Promise<string> {
  const name = `${runPrefix}tpl_${migrationsHash()}`;
  await onServer(adminUrl(), async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [7_261_002]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_new`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl(), building), poolSize: 1 });
      await database.close();
      // Renamed only once migrated, so a template is never copied half made.
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [7_261_002]);
    }
  });
  return name;
}

/** The migrated PGlite data folder (a tar from `dumpDataDir`), kept on disk for every test process. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), 'seamline-test-templates', `pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create('memory://', PGLITE_OPTIONS);
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a process that reads it meanwhile never sees half a file.
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, new Uint8Array(await dump.arrayBuffer()));
    renameSync(aside, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Creates an empty PostgreSQL database for one test file and answers its URL (`template`: a copy of that one). */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = adminUrl();
  const name = `${runPrefix}${randomBytes(5).toString('hex')}`;
  return { url: await createDatabase(admin, name, template), drop: () => dropDatabases(admin, name) };
}

/**
 * A new PGlite data folder under `parent` holding the migrated template: opened, it starts without
 * migrating (unpacking the template costs a fraction of migrating an empty folder).
 */
export async function migratedPgliteFolder(parent = os.tmpdir()): Promise<string> {
  const dir = mkdtempSync(path.join(parent, 'seamline-migrated-'));
  const client = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate() });
  await client.close();
  return dir;
}

/** A migrated database a test hands to processes it starts (createMigratedDatabase). */
export interface MigratedDatabase {
  /** For the process's environment: DATABASE_URL, and on PGlite DATA_DIR. */
  env: Record<string, string>;
  /** Opens it in the test's own process, as the server does (only while no process has it open, on PGlite). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database for a process the test starts (a server, the operator command), which
 * then starts without migrating: on PostgreSQL a copy of the template, on PGlite the template
 * unpacked into a new folder under `parent`. Tests of a first start on an empty database use
 * createPostgresDatabase or an empty folder instead.
 */
export async function createMigratedDatabase(parent = os.tmpdir()): Promise<MigratedDatabase> {
  if (onPostgres) {
    const { url, drop } = await createPostgresDatabase(await postgresTemplate());
    return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, poolSize: 1 }), drop };
  }
  const dir = await migratedPgliteFolder(parent);
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A migrated, empty database of the suite's kind, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    return { ...database, destroy: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(await postgresTemplate());
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    url,
    async destroy() {
      await database.close();
      await drop();
    },
  };
}
