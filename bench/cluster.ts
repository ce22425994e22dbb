// npm run cluster -w bench -- [--instances 1,2,3] [--duration 10] [--connections 40]
// Throughput of N production instances behind nginx (`npm run cluster`), on a fresh PostgreSQL
// database (DATABASE_URL's server) seeded with the demo shop and a Redis of its own: catalogue
// reads as shoppers send them, driven by autocannon through nginx.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../server/test/processes/server-process.js';
import { startRedis } from '../server/test/redis-server.js';
import { createPostgresDatabase } from '../server/test/test-db.js';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1,2,3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '40' },
  },
});
const counts = values.instances.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name a PostgreSQL server the bench may create a database on');
  process.exit(2);
}
const repo = path.resolve(import.meta.dirname, '..');

const { url, drop } = await createPostgresDatabase();
const redis = await startRedis();
const rows: string[] = [];
try {
  for (const n of counts) {
    const port = await freePort();
    const { child, ready } = startCluster(n, port, url, redis.url);
    try {
      await ready;
      const base = `http://127.0.0.1:${port}`;
      const list = (await (await fetch(`${base}/api/buyer/selected?category=male`)).json()) as Array<{ productId: number }>;
      const scenarios: Array<[string, string]> = [
        ['product page', `/api/buyer/product/${list[0]?.productId ?? 1}`],
        ['category list', '/api/buyer/selected?category=female'],
        ['search', '/api/buyer/search?searchTerm=shirt'],
      ];
      for (const [name, route] of scenarios) {
        await autocannon({ url: `${base}${route}`, connections, duration: 2 });
        const r = await autocannon({ url: `${base}${route}`, connections, duration });
        rows.push(
          `| ${n} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }
} finally {
  await redis.stop();
  await drop();
}
console.log(`\nThroughput behind nginx, ${connections} connections, ${duration} s each (kept answers on, CACHE_SECONDS=3)\n`);
console.log('| instances | scenario | requests/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

function startCluster(n: number, port: number, databaseUrl: string, redisUrl: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--instances', String(n), '--port', String(port), '--first-port', String(3161)],
    {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SEED: 'demo',
        RATE_LIMIT: 'off',
        PAY_ON_DELIVERY_LIMIT: '999999999',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      if (/^Seamline is ready at http:\/\/localhost:\d+ {2}\(\d+ instances? behind nginx/m.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the cluster stopped (${code}):\n${out}`)));
  });
  return { child, ready };
}
