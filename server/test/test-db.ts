import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/** Which database the suite runs on: a fresh PostgreSQL database when DATABASE_URL is set, else PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase extends Database {
  /** A URL other processes can open (PostgreSQL only). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty PostgreSQL database for one test file and answers its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set');
  const run = (process.env.TEST_RUN_ID ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase();
  const name = `seamline_t_${run}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return {
    url: withDatabase(admin, name),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A migrated, empty database of the suite's kind, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, destroy: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
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
