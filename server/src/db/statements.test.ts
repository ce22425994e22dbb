import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/test-db.js';
import { openDatabase } from './client.js';
import type { Statements } from './statements.js';

/** What every driver's adapter must do: rows with numbers and text times, transactions that commit or roll back. */
function behavesLikeStatements(open: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  let statements: Statements;
  beforeAll(async () => {
    database = await open();
    statements = database.statements;
    await statements.rows(sql`create table adapter_probe (id int primary key, note text not null)`);
  });
  afterAll(() => database?.destroy());

  it('answers rows, with counts as numbers and times as PostgreSQL text, named or not', async () => {
    const query = sql`select ${2}::int + 1 as n, count(*) as c, timestamptz '2026-01-02 03:04:05+00' at time zone 'UTC' as at from adapter_probe`;
    expect(await statements.rows(query)).toEqual([{ n: 3, c: 0, at: '2026-01-02 03:04:05' }]);
    expect(await statements.rows(query, 'probe_read')).toEqual([{ n: 3, c: 0, at: '2026-01-02 03:04:05' }]);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await statements.transaction(async (tx) => {
      await tx.rows(sql`insert into adapter_probe values (1, 'kept')`, 'probe_insert');
    });
    await expect(
      statements.transaction(async (tx) => {
        await tx.rows(sql`insert into adapter_probe values (2, 'dropped')`, 'probe_insert');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await statements.rows(sql`select id, note from adapter_probe order by id`)).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('answers the same through a statement of the same name and shape with other values', async () => {
    const byId = (id: number) => statements.rows<{ note: string }>(sql`select note from adapter_probe where id = ${id}`, 'probe_by_id');
    expect(await byId(1)).toEqual([{ note: 'kept' }]);
    expect(await byId(2)).toEqual([]);
  });
}

describe('statements on PGlite', () => {
  behavesLikeStatements(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, destroy: () => database.close() };
  });
});

describe.skipIf(!onPostgres)('statements on PostgreSQL', () => {
  behavesLikeStatements(createTestDatabase);

  it('prepares a named statement once per connection', async () => {
    const database = await createTestDatabase();
    try {
      const seen = await database.statements.transaction(async (tx) => {
        await tx.rows(sql`select ${1}::int as one`, 'probe_once');
        await tx.rows(sql`select ${2}::int as one`, 'probe_once');
        return tx.rows<{ name: string }>(sql`select name from pg_prepared_statements where name like 'probe_once_%'`);
      });
      expect(seen).toHaveLength(1);
    } finally {
      await database.destroy();
    }
  });
});
