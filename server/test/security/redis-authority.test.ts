import { createHash, createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import { openEventStream } from '../events.js';
import { busKey } from '../../src/auth/tokens.js';
import { createBuyer, createVendor } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { startRedis, type TestRedis, until } from '../redis-server.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../test-app.js';

/**
 * Redis as a hostile party would use it: whoever can write
 * to the shop's Redis, but holds no JWT secret, writes keys and publishes messages by hand.
 */
describe('Redis is a cache, not an authority', () => {
  const PREFIX = 'evil:';
  const clock = fakeClock();
  let redis: TestRedis;
  let client: Redis;
  let attacker: Redis;
  let bus: ReturnType<typeof createRedisBus>;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
    attacker = new Redis(redis.url);
    const keptStore = new RedisStore(client, PREFIX, { warn: () => {}, info: () => {} });
    bus = createRedisBus(redis.url, { prefix: PREFIX, log: { warn: () => {}, info: () => {} } });
    await until(() => keptStore.available && bus.hears?.() === true, 'connected');
    t = await startTestApp({ keptStore, bus, redis: client, redisKeyPrefix: PREFIX, now: clock.now, cacheSeconds: 60 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await bus?.close();
    client?.disconnect();
    attacker?.disconnect();
    await redis?.stop();
  });

  const sha = (text: string) => createHash('sha256').update(text).digest('base64url');
  const keptKey = async (key: string) => `${PREFIX}kept:tokens:${await attacker.get(`${PREFIX}kept:tokens:v`)}:${sha(key)}`;
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());

  it("never lets a kept answer written by hand stand for a token (the review's reproduction)", async () => {
    const vendor = await createVendor(t);
    const forged = 'attacker.chosen.token';
    const value = JSON.stringify({ userId: vendor.id, role: 'vendor', sessionId: 'x', expiresAt: clock.now() + 3_600_000 });
    await attacker.set(await keptKey(forged), value, 'PX', 60_000);
    // Whatever the key: the token itself, or the session lookup's own key for made-up sessions.
    await attacker.set(await keptKey(`session|x|${vendor.id}|vendor`), 'true', 'PX', 60_000);
    const res = await t.call('GET', '/api/vendors/profile', { token: forged });
    expect(res.statusCode).toBe(401);
    expect((await t.call('GET', '/api/vendors/profile', { token: vendor.token })).statusCode).toBe(200);
  });

  it('never reopens an ended session from a value written by hand, nor from an old kept one replayed', async () => {
    const buyer = await createBuyer(t);
    const { sid } = claimsOf(buyer.token);
    const sessionKey = `session|${sid}|${buyer.id}|buyer`;
    expect((await t.call('GET', '/api/buyer/profile', { token: buyer.token })).statusCode).toBe(200);
    const captured = await attacker.get(await keptKey(sessionKey));
    expect(captured).not.toBeNull();
    expect((await t.call('POST', '/api/session/logout', { token: buyer.token })).statusCode).toBe(200);
    // The kept answer lives a minute (CACHE_SECONDS=60); the captured one is replayed after it.
    clock.advance(61_000);
    for (const value of ['true', '1', JSON.stringify({ open: true }), `${clock.now() + 60_000}.${'A'.repeat(43)}`, captured as string]) {
      await attacker.set(await keptKey(sessionKey), value, 'PX', 60_000);
      const res = await t.call('GET', '/api/buyer/profile', { token: buyer.token });
      expect(res.statusCode, value).toBe(401);
    }
  });

  it('drops live events published into Redis by hand; those signed with the key arrive', async () => {
    const vendor = await createVendor(t);
    const ticket = (await t.call('POST', '/api/events/ticket', { token: vendor.token })).json().ticket as string;
    const stream = await openEventStream(base, ticket);
    expect(stream.status).toBe(200);
    await until(async () => (await attacker.pubsub('NUMSUB', `${PREFIX}bus:live-events`))[1] === 1, 'subscribed');
    const publish = (message: unknown) =>
      attacker.publish(`${PREFIX}bus:live-events`, JSON.stringify({ from: 'another instance', message }));
    const forged = { userIds: [vendor.id], event: { type: 'order-placed', orderId: 424242 } };
    await publish(forged);
    await publish({ m: forged, s: 'A'.repeat(43) });
    // What an instance holding the key sends, after the forged ones on the same connection.
    const real = { userIds: [vendor.id], event: { type: 'order-placed', orderId: 7 } };
    const key = busKey(new TextEncoder().encode(TEST_CONFIG.jwtSecret));
    await publish({ m: real, s: createHmac('sha256', key).update('live-events\u0000').update(JSON.stringify(real)).digest('base64url') });
    expect(await stream.next()).toEqual({ type: 'order-placed', orderId: 7 });
    stream.close();
  });
});
