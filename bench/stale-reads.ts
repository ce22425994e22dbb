// npm run stale -w bench -- [--rounds 100]
// Two instances on one PostgreSQL (DATABASE_URL, a fresh database) and a Redis of its own: each
// round changes a price, a stock, a product name, a review and an order status through one and
// polls the other until it shows the change. Prints the time from the write's answer to the other
// instance showing it, with Redis and with the LISTEN/NOTIFY bus (no Redis). Answers are kept 60 s,
// so a change shows only because the other instance was told of it.
import { parseArgs } from 'node:util';
import { CHANGES, freshnessRounds, type RoundResult, startInstance } from '../server/test/shared/freshness.js';
import { startRedis } from '../server/test/redis-server.js';
import { createPostgresDatabase } from '../server/test/test-db.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '100' } } });
const rounds = Number(values.rounds);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name a PostgreSQL server the bench may create a database on');
  process.exit(2);
}

const { url, drop } = await createPostgresDatabase();
const redis = await startRedis();
const lines: string[] = [];
try {
  for (const mode of ['Redis', 'LISTEN/NOTIFY'] as const) {
    const redisUrl = mode === 'Redis' ? redis.url : undefined;
    const a = await startInstance({ databaseUrl: url, redisUrl, cacheSeconds: 60 });
    const b = await startInstance({ databaseUrl: url, redisUrl, cacheSeconds: 60 });
    try {
      const results = await freshnessRounds(a.url, b.url, rounds);
      lines.push(...summary(mode, results));
    } finally {
      await a.close();
      await b.close();
    }
  }
} finally {
  await redis.stop();
  await drop();
}
console.log(`\nStale reads across two instances, ${rounds} rounds (ms from the write's answer to the other instance showing it)\n`);
console.log('| bus | change | first read fresh | median ms | max ms |');
console.log('|---|---|---|---|---|');
for (const line of lines) console.log(line);

function summary(mode: string, results: RoundResult[]): string[] {
  return [...CHANGES, 'all' as const].map((change) => {
    const of = results.filter((r) => change === 'all' || r.change === change);
    const ms = of.map((r) => r.ms).sort((x, y) => x - y);
    const median = ms[Math.floor(ms.length / 2)] ?? 0;
    const fresh = of.filter((r) => r.polls === 1).length;
    return `| ${mode} | ${change} | ${fresh}/${of.length} | ${median.toFixed(1)} | ${(ms.at(-1) ?? 0).toFixed(1)} |`;
  });
}
