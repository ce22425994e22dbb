import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createRedisBus } from '../../src/bus/redis-bus.js';
import { openEventStream } from '../events.js';
import { buyerPayload } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { startRedis, type TestRedis, until } from '../redis-server.js';
import { TEST_CONFIG } from '../test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';

/** Two instances on one database, each with its bus on a Redis of the test's own, which dies (review 2, F12, row 9). */
describe('ending a session while the bus (Redis) is down', () => {
  const quiet = { warn: () => {}, info: () => {} };
  const clock = fakeClock();
  let redis: TestRedis;
  let database: TestDatabase;
  let buses: ReturnType<typeof createRedisBus>[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let bUrl: string;

  beforeAll(async () => {
    redis = await startRedis();
    database = await createTestDatabase();
    buses = [createRedisBus(redis.url, { prefix: 't:', log: quiet }), createRedisBus(redis.url, { prefix: 't:', log: quiet })];
    await until(() => buses.every((bus) => bus.hears?.() === true), 'both buses connected');
    [a, b] = (await Promise.all(buses.map((bus) => buildApp({ ...TEST_CONFIG, bus, now: clock.now }, database)))) as [
      FastifyInstance,
      FastifyInstance,
    ];
    await Promise.all([a.ready(), b.ready()]);
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const bus of buses) await bus.close();
    await database?.destroy();
    await redis?.stop();
  });

  it('logs out with a 2xx, and the other instance ends the stream as soon as it hears the bus again', async () => {
    const payload = buyerPayload();
    expect((await a.inject({ method: 'POST', url: '/api/registration/register', payload })).statusCode).toBe(201);
    const login = await a.inject({
      method: 'POST',
      url: '/api/registration/login',
      payload: { email: payload.email, password: payload.password },
    });
    const authorization = `Bearer ${login.json().token}`;
    const ticket = (await b.inject({ method: 'POST', url: '/api/events/ticket', headers: { authorization } })).json().ticket;
    const stream = await openEventStream(bUrl, ticket);
    expect(stream.status).toBe(200);

    await redis.kill();
    await until(() => buses.every((bus) => bus.hears?.() === false), 'the outage noticed');
    const logout = await a.inject({ method: 'POST', url: '/api/session/logout', headers: { authorization } });
    expect(logout.statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/buyer/profile', headers: { authorization } })).statusCode).toBe(401);
    // The news never reached the other instance: its stream is still open.
    expect(b.liveEvents.size).toBe(1);

    clock.advance(4000);
    await redis.restart();
    await stream.ended;
    expect(b.liveEvents.size).toBe(0);
    // Both buses back (subscriptions renewed) before the instances close.
    await until(() => buses.every((bus) => bus.hears?.() === true), 'both buses back');
  });
});
