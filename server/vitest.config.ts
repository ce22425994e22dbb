import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The cluster suite (nginx and three instances) runs on its own: `npm test` → cluster.
    exclude: ['**/node_modules/**', ...(process.env.SEAMLINE_SUITE === 'cluster' ? [] : ['test/cluster/**'])],
    // The compiled server the process tests start (test/processes/server-process.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
