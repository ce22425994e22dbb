import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.js';
import { Kept } from '../../src/cache/kept.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { buyerPayload } from '../factories.js';
import { startRedis, type TestRedis, until } from '../redis-server.js';
import { startTestApp, type TestApp } from '../test-app.js';

/** Two instances' worth of shared state on one Redis of the test's own. */
describe('state shared through Redis', () => {
  let redis: TestRedis;
  const logs: { warn: string[]; info: string[] } = { warn: [], info: [] };
  const log = { warn: (m: string) => logs.warn.push(m), info: (m: string) => logs.info.push(m) };
  const closers: Array<() => unknown> = [];

  const instance = () => {
    const client = new Redis(redis.url, { enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
    const store = new RedisStore(client, 'test:', log);
    const bus = createRedisBus(redis.url, { prefix: 'test:', log });
    const kept = new Kept({ ttlSeconds: 60, store, bus });
    closers.push(
      () => kept.close(),
      () => bus.close(),
      () => client.disconnect(),
    );
    return { client, store, bus, kept };
  };
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  beforeAll(async () => {
    redis = await startRedis();
    a = instance();
    b = instance();
    await until(
      () => a.store.available && b.store.available && a.bus.hears?.() === true && b.bus.hears?.() === true,
      'both instances connected',
    );
  });

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await redis?.stop();
  });

  it('shares a kept answer, and a write on one instance is forgotten on the other at once', async () => {
    expect(await a.kept.get('products', 'p1', async () => 'v1')).toBe('v1');
    expect(await b.kept.get('products', 'p1', async () => 'loaded by b')).toBe('v1');
    await a.kept.forget(['stock']);
    expect(await b.kept.get('products', 'p1', async () => 'v2')).toBe('v2');
    // A kind that reads nothing the write changed stays kept.
    await b.kept.get('orderCounts', 'v1', async () => 3);
    await a.kept.forget(['catalogue']);
    expect(await b.kept.get('orderCounts', 'v1', async () => 4)).toBe(3);
  });

  it('keeps nothing that another instance loaded before a write', async () => {
    let release!: (v: string) => void;
    const before = b.kept.get('lists', 'l1', () => new Promise<string>((r) => (release = r)));
    await a.kept.forget(['catalogue']);
    release('old');
    expect(await before).toBe('old');
    expect(await a.kept.get('lists', 'l1', async () => 'new')).toBe('new');
    expect(await b.kept.get('lists', 'l1', async () => 'newer')).toBe('new');
  });

  it('keeps a null answer as an answer', async () => {
    expect(await a.kept.get('preferences', 'u1', async () => null)).toBeNull();
    expect(await b.kept.get('preferences', 'u1', async () => 'female')).toBeNull();
  });

  it('keeps no key in the clear', async () => {
    await a.kept.get('tokens', 'secret.jwt.token', async () => ({ userId: 1 }));
    const keys = await a.client.keys('test:kept:tokens:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('secret.jwt.token');
  });

  it('keeps nothing after a forget that Redis was too slow to take, until every version has moved', async () => {
    expect(await a.kept.get('products', 'slow', async () => 'old')).toBe('old');
    const pauser = new Redis(redis.url);
    // Redis holds every client's commands for 1.5 s: longer than the instances wait for an answer.
    await pauser.call('CLIENT', 'PAUSE', '1500', 'ALL');
    await a.kept.forget(['catalogue']);
    expect(a.store.available).toBe(false);
    expect(await a.kept.get('products', 'slow', async () => 'from the database')).toBe('from the database');
    await until(() => a.store.available, 'resumed');
    expect(await b.kept.get('products', 'slow', async () => 'new')).toBe('new');
    pauser.disconnect();
  });

  it('carries a message to every instance, once each', async () => {
    const heard: string[] = [];
    const offA = a.bus.subscribe('news', (m) => heard.push(`a:${(m as { n: number }).n}`));
    const offB = b.bus.subscribe('news', (m) => heard.push(`b:${(m as { n: number }).n}`));
    await until(async () => (await a.client.pubsub('NUMSUB', 'test:bus:news'))[1] === 2, 'both subscribed');
    await b.bus.publish('news', { n: 1 });
    await until(() => heard.length === 2, 'both heard');
    await a.bus.publish('news', { n: 2 });
    await until(() => heard.length === 4, 'both heard again');
    expect(heard.sort()).toEqual(['a:1', 'a:2', 'b:1', 'b:2']);
    offA();
    offB();
  });

  it('answers from the loader while Redis is away, says so once, and shares again when it is back', async () => {
    await a.kept.get('reviews', 'r1', async () => 'before');
    logs.warn.length = 0;
    logs.info.length = 0;
    await redis.kill();
    await until(() => !a.store.available && !b.store.available, 'the outage noticed');
    let loads = 0;
    for (let i = 0; i < 5; i++) expect(await a.kept.get('reviews', 'r1', async () => `db ${++loads}`)).toBe(`db ${loads}`);
    await expect(a.kept.forget(['reviews'])).resolves.toBeUndefined();
    expect(loads).toBe(5);
    expect(logs.warn.filter((m) => m.startsWith('Redis (kept answers, rate limits) is unreachable'))).toHaveLength(2);
    expect(logs.warn.filter((m) => m.startsWith('Redis (the bus between instances) is unreachable'))).toHaveLength(2);

    await redis.restart();
    await until(() => a.store.available && b.store.available && a.bus.hears?.() === true && b.bus.hears?.() === true, 'both back');
    expect(logs.info.filter((m) => m.endsWith('is back'))).toHaveLength(4);
    expect(logs.warn).toHaveLength(4);
    expect(await a.kept.get('reviews', 'r1', async () => 'after')).toBe('after');
    expect(await b.kept.get('reviews', 'r1', async () => 'b after')).toBe('after');
  });
});

describe('an app on Redis', () => {
  let redis: TestRedis;
  let apps: TestApp[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const app = async () => {
      const client = new Redis(redis.url, { enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
      clients.push(client);
      const keptStore = new RedisStore(client, 'app:', { warn: () => {}, info: () => {} });
      await until(() => keptStore.available, 'connected');
      return startTestApp({ redis: client, keptStore, redisKeyPrefix: 'app:', rateLimit: true, registerPerMinute: 2 });
    };
    apps = [await app(), await app()];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it('counts rate limits across instances, and in each process while Redis is away (never not at all)', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const register = (app: TestApp) => app.call('POST', '/api/registration/register', { body: buyerPayload() });
    expect((await register(a)).statusCode).toBe(201);
    expect((await register(b)).statusCode).toBe(201);
    const third = await register(a);
    expect(third.statusCode).toBe(429);

    await redis.kill();
    await until(() => clients.every((c) => c.status !== 'ready'), 'the outage noticed');
    // Each process counts on its own now: its limit still holds (40 registrations were 40 × 201).
    expect([(await register(b)).statusCode, (await register(b)).statusCode, (await register(b)).statusCode]).toEqual([201, 201, 429]);
    expect((await register(a)).statusCode).toBe(201);
    const list = await b.call('GET', '/api/buyer/selected?category=male');
    expect(list.statusCode).toBe(200);
    await redis.restart();
    await until(() => clients.every((c) => c.status === 'ready'), 'back');
  });
});
