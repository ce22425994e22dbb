import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { queuePasswordResetRequest } from './passwords.js';

/** A database handle that records every statement it is given and answers none. */
function recordingTx() {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const fail = () => {
    throw new Error('a query builder was used: that is work on the account');
  };
  const tx = {
    execute: async (query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return { rows: [] };
    },
    select: fail,
    update: fail,
    insert: fail,
    delete: fail,
    transaction: fail,
  } as unknown as Tx;
  return { tx, statements };
}

describe("'Forgot password?' before the answer", () => {
  it('runs one insert into the queue and reads nothing of any account', async () => {
    const { tx, statements } = recordingTx();
    await queuePasswordResetRequest(tx, 'Somebody@Example.test');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^insert into "outbox"/);
    expect(statements[0]).not.toMatch(/users|password_resets|select/);
  });
});
