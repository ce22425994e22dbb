import { defineConfig } from 'vitest/config';

// Two server processes, or two sessions racing on row locks, need a PostgreSQL server: those suites
// run when DATABASE_URL is set.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? [] : ['test/processes/two-instances.test.ts', 'test/checkout-races.test.ts'])],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
