import { defineConfig } from 'vitest/config';
import { testFilesCalling } from '../scripts/test-files.mjs';

// The cluster suite (nginx and three instances) runs on its own: `npm test` → cluster.
const cluster = process.env.SEAMLINE_SUITE === 'cluster';
const include = cluster ? ['test/cluster/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'];
const exclude = ['**/node_modules/**', ...(cluster ? [] : ['test/cluster/**'])];

/**
 * Test files that replace a module with `vi.mock` (or `vi.doMock`): they get a module graph of their
 * own, found by what they call, so a new one cannot be left among the others. Every other file
 * shares its worker's modules with the files before it (`isolate: false`), which saves importing
 * the server afresh for each of ~150 files (docs/decisions/281). Such a file must leave no state in
 * a module: fake timers are put back in its `afterEach`, and no test sets `process.env` or a global.
 */
const ownModules = testFilesCalling(import.meta.dirname, ['src', 'test'], ['mock', 'doMock']);

export default defineConfig({
  test: {
    // The compiled server the process tests start (test/processes/server-process.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...ownModules], isolate: false } },
      ...(cluster || ownModules.length === 0 ? [] : [{ extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } }]),
    ],
  },
});
