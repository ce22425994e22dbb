import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppConfig, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { forwardFields, useStartedFixture } from './started-fixture.js';
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

/** A built app on `database` as tests call it; `close` closes what the caller says. */
export function asTestApp(app: FastifyInstance, database: TestDatabase, close: () => Promise<void>): TestApp {
  return {
    app,
    db: database.db,
    database,
    call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return app.inject({ method, url, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
    },
    close,
  };
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ ...TEST_CONFIG, ...overrides }, database);
  await app.ready();
  return asTestApp(app, database, async () => {
    await app.close();
    await database.destroy();
  });
}

/**
 * The test file's app: started before its tests (before hooks registered later, such as one that
 * creates the file's users) and closed after them. The answer forwards to the app once started.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, afterStart?: (t: TestApp) => Promise<unknown>): TestApp {
  const app = useStartedFixture(
    'the test app',
    async () => {
      const started = await startTestApp(overrides);
      await afterStart?.(started);
      return started;
    },
    (started) => started.close(),
  );
  const methods: Pick<TestApp, 'call' | 'close'> = { call: (...args) => app().call(...args), close: () => app().close() };
  return forwardFields(app, ['app', 'db', 'database'], methods);
}
