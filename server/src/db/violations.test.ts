import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { violatesCheck, violatesUnique } from './violations.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table uv (a text, b text)`);
  await database.db.execute(sql`create unique index uv_a_key on uv (a)`);
  await database.db.execute(sql`create unique index uv_b_key on uv (b)`);
  await database.db.execute(sql`insert into uv values ('x', 'y')`);
  await database.db.execute(sql`create table cv (n int constraint cv_n_check check (n >= 0))`);
});
afterAll(() => database.destroy());

const failure = (a: string, b: string) =>
  database.db.execute(sql`insert into uv values (${a}, ${b})`).then(
    () => null,
    (e: unknown) => e,
  );

describe('violatesUnique', () => {
  it('names the index a duplicate key hit, through the error drizzle wraps', async () => {
    const err = await failure('x', 'other');
    expect(violatesUnique(err, 'uv_a_key')).toBe(true);
    expect(violatesUnique(err, 'uv_b_key')).toBe(false);
    expect(violatesUnique(await failure('other', 'y'), 'uv_b_key')).toBe(true);
  });

  it('is false for other errors and for things that are not errors', async () => {
    const err = await database.db.execute(sql`select 1/0`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(violatesUnique(err, 'uv_a_key')).toBe(false);
    expect(violatesUnique(undefined, 'uv_a_key')).toBe(false);
    expect(violatesUnique('23505', 'uv_a_key')).toBe(false);
  });
});

describe('violatesCheck', () => {
  it('names the CHECK constraint a row failed, through drizzle and through the raw statements', async () => {
    const viaDrizzle = await database.db.execute(sql`insert into cv values (-1)`).then(
      () => null,
      (e: unknown) => e,
    );
    const viaStatements = await database.statements.rows(sql`insert into cv values (-2)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(violatesCheck(viaDrizzle, 'cv_n_check')).toBe(true);
    expect(violatesCheck(viaStatements, 'cv_n_check')).toBe(true);
    expect(violatesCheck(viaDrizzle, 'other_check')).toBe(false);
    expect(violatesCheck(await failure('x', 'z'), 'cv_n_check')).toBe(false);
  });
});
