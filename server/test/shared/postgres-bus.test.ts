import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_RESUMED } from '../../src/bus/bus.js';
import { createPostgresBus } from '../../src/bus/postgres-bus.js';
import { Kept } from '../../src/cache/kept.js';
import { until } from '../redis-server.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';

describe.skipIf(!onPostgres)('the bus over PostgreSQL LISTEN/NOTIFY', () => {
  let drop: () => Promise<void>;
  let url: string;
  let channel: string;
  const warnings: string[] = [];
  const log = { warn: (m: string) => warnings.push(m), info: () => {} };
  let a: ReturnType<typeof createPostgresBus>;
  let b: ReturnType<typeof createPostgresBus>;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    channel = `bus_${Date.now()}`;
    a = createPostgresBus(url, { channel, log });
    b = createPostgresBus(url, { channel, log });
    await Promise.all([a.ready, b.ready]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('carries a message to every instance, once each', async () => {
    const heard: string[] = [];
    a.subscribe('news', (m) => heard.push(`a:${(m as { n: number }).n}`));
    b.subscribe('news', (m) => heard.push(`b:${(m as { n: number }).n}`));
    await a.publish('news', { n: 1 });
    await until(() => heard.length === 2, 'both heard');
    expect(heard.sort()).toEqual(['a:1', 'b:1']);
    await expect(a.publish('news', { big: 'x'.repeat(9000) })).rejects.toThrow('a bus message must stay under 7900 bytes');
  });

  it('sends what one turn publishes together, in order, each NOTIFY within the limit', async () => {
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    const payloads: string[] = [];
    raw.on('notification', (n) => payloads.push(n.payload ?? ''));
    await raw.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    const heard: number[] = [];
    const off = b.subscribe('seq', (m) => heard.push((m as { n: number }).n));
    await Promise.all(Array.from({ length: 30 }, (_, n) => a.publish('seq', { n, pad: 'x'.repeat(1000) })));
    await until(() => heard.length === 30, 'every message heard');
    expect(heard).toEqual(Array.from({ length: 30 }, (_, n) => n));
    // About 30 KB: five NOTIFYs of at most 7,900 bytes, not thirty.
    await until(() => payloads.length === 5, 'five notifications');
    expect(payloads.every((p) => Buffer.byteLength(p) <= 7900)).toBe(true);
    expect(payloads.flatMap((p) => (JSON.parse(p) as { b: { m: { n: number } }[] }).b.map((x) => x.m.n))).toEqual(heard);
    off();
    await raw.end();
  });

  it('keeps nothing while it cannot hear, and forgets everything when it hears again', async () => {
    const kept = new Kept({ ttlSeconds: 60, bus: b });
    await kept.get('lists', 'k', async () => 'before');
    let resumed = 0;
    b.subscribe(BUS_RESUMED, () => resumed++);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Cut the listening connections, as a PostgreSQL restart or a network fault would.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
    await admin.end();
    await until(() => b.hears?.() === false || resumed > 0, 'the cut noticed');
    if (b.hears?.() === false) expect(await kept.get('lists', 'k', async () => 'deaf')).toBe('deaf');
    await until(() => b.hears?.() === true && resumed === 1, 'listening again');
    expect(warnings.filter((w) => w.startsWith('PostgreSQL LISTEN (the bus between instances) is unreachable'))).toHaveLength(2);
    expect(await kept.get('lists', 'k', async () => 'after')).toBe('after');
    kept.close();
  });
});
