import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../redis-server.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';
import { CHANGES, freshnessRounds, type Instance, startInstance } from './freshness.js';

// Two instances on one database need a PostgreSQL server (reported as skipped on PGlite).
describe.skipIf(!onPostgres)('two instances on one PostgreSQL never serve each other stale', () => {
  let drop: () => Promise<void>;
  let url: string;
  let redis: TestRedis;
  const started: Instance[] = [];

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    redis = await startRedis();
  });

  afterAll(async () => {
    for (const i of started) await i.close();
    await redis?.stop();
    await drop?.();
  });

  // Answers are kept for a minute: a change shows on the other instance only because it was told.
  const pair = async (redisUrl?: string) => {
    const a = await startInstance({ databaseUrl: url, redisUrl, cacheSeconds: 60 });
    const b = await startInstance({ databaseUrl: url, redisUrl, cacheSeconds: 60 });
    started.push(a, b);
    return [a, b] as const;
  };

  it('with Redis: price, stock, name, review and order status show on the other instance at its next read', async () => {
    const [a, b] = await pair(redis.url);
    const results = await freshnessRounds(a.url, b.url, 3);
    expect(new Set(results.map((r) => r.change))).toEqual(new Set(CHANGES));
    // The writer moved the shared versions before it answered: the other's first read is fresh.
    expect(results.filter((r) => r.polls > 1)).toEqual([]);
  }, 120_000);

  it('without Redis, by LISTEN/NOTIFY: each change shows on the other instance once it is told', async () => {
    const [a, b] = await pair();
    expect(a.shared.bus.hears?.()).toBe(true);
    const results = await freshnessRounds(a.url, b.url, 3);
    expect(results).toHaveLength(3 * CHANGES.length);
  }, 120_000);
});
