import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

/** The server's defaults (config.ts), quiet and without rate limits. */
export const TEST_CONFIG: AppConfig = loadConfig({
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  TZ: 'UTC',
  RATE_LIMIT: 'off',
  WEB_DIST: '/nonexistent-web-dist',
  MAIL_WORKER: 'off',
  // Files check out again and again as one buyer; the limit's own test sets the default back.
  PAY_ON_DELIVERY_LIMIT: '999999999',
});

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** JSON request over the app's real HTTP pipeline (inject). */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ ...TEST_CONFIG, ...overrides }, database);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return app.inject({
        method,
        url,
        headers,
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      });
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * The test file's app: started before its tests (before hooks registered later, such as one that
 * creates the file's users) and closed after them. The answer forwards to the app once started.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, afterStart?: (t: TestApp) => Promise<unknown>): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(overrides);
    await afterStart?.(started);
  });
  afterAll(() => started?.close());
  const app = (): TestApp => {
    if (!started) throw new Error('the test app is used before its beforeAll has run');
    return started;
  };
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get database() {
      return app().database;
    },
    call: (...args) => app().call(...args),
    close: () => app().close(),
  };
}
