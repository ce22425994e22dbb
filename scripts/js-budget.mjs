// `node scripts/js-budget.mjs`: the JavaScript a first visit downloads in Chromium (every script
// response of a fresh context until the network is idle, gzip -9) against each page's budget.
// Builds the web app when it is stale, then runs e2e/tests/js-budget.spec.ts alone (the same
// measurement `npm test` makes, e2e/first-visit-js.ts) on the production build; exit 1 over budget.
import { root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('js-budget: building the web app…');
  if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) process.exit(1);
}
process.exitCode = await run(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'tests/js-budget.spec.ts', '--reporter=list'],
  {
    cwd: root,
  },
);
