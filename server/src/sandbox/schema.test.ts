import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, onPostgres } from '../../test/test-db.js';
import { migrationsFolder, openDatabase, PGLITE_OPTIONS } from '../db/client.js';
import { pgliteStatements, type Statements } from '../db/statements.js';
import { createTestClock } from './clock.js';
import { sandboxLookups } from './inspect.js';
import { sandboxStore } from './store.js';

/**
 * Migration 0039 (decision 240): a shop that ran the sandbox before keeps everything it held once
 * its six tables move to the `psp` schema, and the sandbox reads and writes them there.
 */
const FIRST_IN_ITS_SCHEMA = 39;
const temp = mkdtempSync(path.join(os.tmpdir(), 'seamline-psp-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as it was before 0039. */
function migrationsBefore(): string {
  const folder = path.join(temp, 'drizzle-before-psp');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < FIRST_IN_ITS_SCHEMA);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** What the sandbox held before, written as it wrote it into the shop's schema. */
const OLD_ROWS = [
  `insert into psp_tokens (id, outcome, last4, brand, used_at) values ('tok_old', 'authorized', '4242', 'visa', now())`,
  `insert into psp_authorizations (id, idempotency_key, amount_cents, captured_cents, status, outcome, metadata, created_at, expires_at)
     values ('auth_old', 'pay_old', 5400, 2000, 'authorized', 'authorized', '{"paymentId":"pay_old"}', now(), now() + interval '7 days')`,
  `insert into psp_operations (idempotency_key, authorization_id, kind, amount_cents, ok) values ('capture:1', 'auth_old', 'capture', 2000, true)`,
  `insert into psp_events (id, authorization_id, type, created_at, delivered_at) values ('evt_old_1', 'auth_old', 'authorization.succeeded', now(), now())`,
  `insert into psp_events (id, authorization_id, type, created_at) values ('evt_old_2', 'auth_old', 'capture.succeeded', now())`,
  `insert into psp_clock (id, offset_seconds) values (1, 3600)`,
  `insert into psp_transfers (id, idempotency_key, amount_cents, destination, created_at) values ('tr_old', 'payout:1', 4500, 'vendor_7', now())`,
];

/** A database migrated to 0038 holding OLD_ROWS, then to the end; answers its statements. */
async function upgradedSandbox(): Promise<{ statements: Statements; close(): Promise<void> }> {
  const before = migrationsBefore();
  if (onPostgres) {
    const { url, drop } = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    for (const statement of OLD_ROWS) await client.query(statement);
    await client.end();
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    return { statements: database.statements, close: () => database.close().then(drop) };
  }
  const client = await PGlite.create('memory://', PGLITE_OPTIONS);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: before });
  for (const statement of OLD_ROWS) await client.exec(statement);
  await migratePglite(db, { migrationsFolder });
  return { statements: pgliteStatements(client), close: () => client.close() };
}

describe('the sandbox in a schema of its own (migration 0039)', () => {
  it('keeps every authorisation, operation, event, transfer and the clock, and goes on writing them there', async () => {
    const { statements, close } = await upgradedSandbox();
    try {
      const clock = await createTestClock(statements);
      expect(clock.offsetSeconds()).toBe(3600);
      const store = sandboxStore(statements, clock.now);
      const lookups = sandboxLookups(statements);
      expect(await store.findByKey('pay_old')).toMatchObject({
        id: 'auth_old',
        status: 'authorized',
        amountCents: 5400,
        capturedCents: 2000,
      });
      expect(await lookups.operation('capture:1')).toMatchObject({
        authorizationId: 'auth_old',
        kind: 'capture',
        amountCents: 2000,
        ok: true,
      });
      expect(await lookups.transfers({ destination: 'vendor_7' })).toEqual([
        { id: 'tr_old', idempotencyKey: 'payout:1', amountCents: 4500, destination: 'vendor_7' },
      ]);
      // The events' sequence moved along: a new event follows the old ones.
      expect(await store.capture('auth_old', 1000, 'capture:2')).toEqual({ ok: true });
      expect(await lookups.events('auth_old')).toEqual([
        { id: 'evt_old_1', type: 'authorization.succeeded', delivered: true },
        { id: 'evt_old_2', type: 'capture.succeeded', delivered: false },
        { id: expect.stringMatching(/^evt_/), type: 'capture.succeeded', delivered: false },
      ]);
      // A spent token stays spent; the shop's schema keeps none of the sandbox's tables.
      expect(
        await store.authorize({ key: 'pay_new', token: 'tok_old', amountCents: 100, paymentId: 'pay_new', returnUrl: '/' }),
      ).toBeNull();
      const tables = await statements.rows<{ schema: string; name: string }>(
        sql`select schemaname as schema, tablename as name from pg_tables where tablename like 'psp%' or schemaname = 'psp' order by 1, 2`,
      );
      expect(tables.map((t) => `${t.schema}.${t.name}`)).toEqual([
        'psp.authorizations',
        'psp.clock',
        'psp.events',
        'psp.operations',
        'psp.tokens',
        'psp.transfers',
      ]);
    } finally {
      await close();
    }
  }, 120_000);
});
