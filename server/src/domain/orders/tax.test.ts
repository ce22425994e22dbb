import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStatements, type Statements } from '../../db/statements.js';
import { chargedCentsSql, taxCents, taxCentsSql } from './tax.js';

let client: PGlite;
let statements: Statements;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  statements = pgliteStatements(client);
});
afterAll(() => client.close());

describe('the tax in SQL and in TypeScript', () => {
  it('agree to the cent on every subtotal up to $20, on every cent around each whole tax cent up to $1,000, and on large ones', async () => {
    const rows = await statements.rows<{ s: string; tax: string; charged: string }>(
      sql`select s::text, ${taxCentsSql(sql`s`)}::text as tax, ${chargedCentsSql(sql`s`)}::text as charged
        from (select generate_series(0, 2000)::bigint as s
          union select generate_series(2000, 100000, 625)::bigint + d from generate_series(-2, 2) d
          union all select unnest(array[12345678, 99999999999]::bigint[])) x order by s`,
    );
    expect(rows.length).toBeGreaterThan(2_500);
    const mismatched = rows.filter(
      (r) => Number(r.tax) !== taxCents(Number(r.s)) || Number(r.charged) !== Number(r.s) + taxCents(Number(r.s)),
    );
    expect(mismatched).toEqual([]);
  });
});
