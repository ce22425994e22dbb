import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.js';
import { type Bus, createLocalBus } from '../src/bus/bus.js';
import { type FakeClock, fakeClock } from './fake-clock.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { TEST_CONFIG, type TestApp } from './test-app.js';

/** Two app instances on one database and one bus, as two machines behind a load balancer would be. */
export interface Instances {
  a: TestApp;
  b: TestApp;
  bus: Bus;
  clock: FakeClock;
  database: TestDatabase;
}

function asTestApp(app: FastifyInstance, database: TestDatabase): TestApp {
  return {
    app,
    db: database.db,
    database,
    call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return app.inject({ method, url, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
    },
    close: () => app.close(),
  };
}

/**
 * The test file's two instances, started before its tests (after hooks registered earlier, such as
 * one that starts an SMTP server `overrides` reads) and closed after them; both share one fake clock.
 */
export function useTwoInstances(overrides: () => Partial<AppConfig> = () => ({})): Instances {
  let started: Instances | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const bus = createLocalBus();
    const clock = fakeClock();
    const config = { ...TEST_CONFIG, bus, now: clock.now, ...overrides() };
    const [a, b] = [await buildApp(config, database), await buildApp(config, database)];
    await Promise.all([a.ready(), b.ready()]);
    started = { a: asTestApp(a, database), b: asTestApp(b, database), bus, clock, database };
  });
  afterAll(async () => {
    if (!started) return;
    await Promise.all([started.a.app.close(), started.b.app.close()]);
    await started.database.destroy();
  });
  const get = (): Instances => {
    if (!started) throw new Error('the instances are used before their beforeAll has run');
    return started;
  };
  return {
    get a() {
      return get().a;
    },
    get b() {
      return get().b;
    },
    get bus() {
      return get().bus;
    },
    get clock() {
      return get().clock;
    },
    get database() {
      return get().database;
    },
  };
}
