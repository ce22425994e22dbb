import { sql } from 'drizzle-orm';
import type { Statements } from '../db/statements.js';
import { pspClock } from './schema.js';

/**
 * The sandbox's test clock (docs/architecture.md#payments): the real time plus an offset kept in its table, so every
 * instance reads the same. The money timers read it; sessions and dates shown keep the real clock.
 */
export interface TestClock {
  now(): Date;
  /** Moves the clock on and answers the new time. */
  advance(seconds: number): Promise<Date>;
  /** Reads the offset another instance may have moved. */
  refresh(): Promise<void>;
  /** How far ahead of the real time it is, as last read. */
  offsetSeconds(): number;
  /** Back to the real time (a test that starts each run afresh): moves no timer. */
  reset(): Promise<void>;
}

export async function createTestClock(statements: Statements, realNow: () => number = Date.now): Promise<TestClock> {
  let offsetSeconds = 0;
  const read = async () => {
    const [row] = await statements.rows<{ offset: number }>(sql`select offset_seconds::int8 as "offset" from ${pspClock} where id = 1`);
    offsetSeconds = Number(row?.offset ?? 0);
  };
  await read();
  return {
    now: () => new Date(realNow() + offsetSeconds * 1000),
    refresh: read,
    offsetSeconds: () => offsetSeconds,
    async reset() {
      await statements.rows(
        sql`insert into ${pspClock} (id, offset_seconds) values (1, 0) on conflict (id) do update set offset_seconds = 0`,
      );
      offsetSeconds = 0;
    },
    async advance(seconds) {
      const [row] = await statements.rows<{ offset: number }>(sql`
        insert into ${pspClock} (id, offset_seconds) values (1, ${seconds})
        on conflict (id) do update set offset_seconds = ${pspClock.offsetSeconds} + ${seconds}
        returning offset_seconds::int8 as "offset"`);
      offsetSeconds = Number(row?.offset ?? 0);
      return new Date(realNow() + offsetSeconds * 1000);
    },
  };
}
