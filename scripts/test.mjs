// npm test: Biome's lint and format check, typecheck, server tests on PGlite (and on PostgreSQL when DATABASE_URL is set),
// web unit tests, the browser suite against the production build, then (with DATABASE_URL) the
// cluster suite: three instances behind nginx. Ends with the plain
// line `N passed, N failed` summing every suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const out = path.join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name.replace(/-node24$/, ''));
const results = [];
let broken = false;

function readVitest(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function readPlaywright(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

async function suite(name, cmd, args, reader, file, env = {}) {
  if (!wanted(name)) return;
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args, { env });
  const counts = reader(file) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts });
}

const vitest = (name, rootDir, env, files = []) =>
  suite(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      rootDir,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, `${name}.json`)}`,
      ...files,
    ],
    readVitest,
    path.join(out, `${name}.json`),
    env,
  );

/**
 * Biome's lint and format check (`biome ci`, writing nothing): a lint error or warning, or a file
 * the formatter would change, fails it. Counted by file: each file with a problem is one failure.
 */
function readBiome(file) {
  if (!existsSync(file)) return null;
  let r;
  try {
    r = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const checked = r.summary.changed + r.summary.unchanged;
  const bad = new Set(r.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.location?.path ?? '?'));
  return { passed: Math.max(checked - bad.size, 0), failed: bad.size, skipped: 0 };
}

const biomeReport = path.join(out, 'lint.json');
await suite(
  'lint',
  'npx',
  ['biome', 'ci', '--error-on-warnings', '--reporter=default', '--reporter=json', `--reporter-file=${biomeReport}`, '.'],
  readBiome,
  biomeReport,
);

if (wanted('typecheck')) {
  console.log('\n▶ typecheck');
  const a = await run('npx', ['tsc', '-p', 'tsconfig.json']);
  const b = await run('npx', ['tsc', '-p', 'web/tsconfig.json']);
  if (a !== 0 || b !== 0) broken = true;
}

/**
 * A second Node (docs/decisions/276): with SEAMLINE_NODE24 naming a Node 24 binary (CI installs one from
 * the registry), the server suite's PostgreSQL run and a second web run use it, so every server test
 * runs on both Nodes (PGlite on this one, PostgreSQL on 24) and the web suite on each.
 */
const node24 = process.env.SEAMLINE_NODE24;
const onNode24 = node24 ? { PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` } : {};

const { DATABASE_URL } = process.env;
await vitest('server-pglite', 'server', { DATABASE_URL: '' });
if (DATABASE_URL) await vitest(node24 ? 'server-postgres-node24' : 'server-postgres', 'server', { DATABASE_URL, ...onNode24 });
else if (wanted('server-postgres')) {
  console.log('\n(DATABASE_URL is not set: the server suite ran on PGlite only; its PostgreSQL-only tests are skipped)');
  results.push({ name: 'server-postgres', passed: 0, failed: 0, skipped: 0, note: 'not run: DATABASE_URL is not set' });
}
await vitest('web', 'web', {});
if (node24) await vitest('web-node24', 'web', onNode24);
// The bench's own questions (how many, how varied, all valid); the load itself is `npm run bench`.
await vitest('bench', 'bench', {});

if (wanted('e2e') && existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  console.log('\n▶ building the web app for the browser suite');
  if ((await run('npm', ['run', 'build', '--silent', '-w', 'web'])) !== 0) broken = true;
  const file = path.join(out, 'e2e.json');
  await suite('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], readPlaywright, file, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    DATABASE_URL: '',
  });
}

// The scaled-out shape: `npm run cluster -- --instances 3` (nginx, Redis of its own) on PostgreSQL.
if (DATABASE_URL) await vitest('cluster', 'server', { DATABASE_URL, SEAMLINE_SUITE: 'cluster' }, ['test/cluster']);
else if (wanted('cluster')) results.push({ name: 'cluster', passed: 0, failed: 0, skipped: 0, note: 'not run: DATABASE_URL is not set' });

console.log('\nSummary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  if (r.note) console.log(`  ${r.name.padEnd(16)} ${r.note}`);
  else console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
}
if (broken) {
  console.log('  typecheck or build failed');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// Tests that need PostgreSQL are skipped in the PGlite run and run in server-postgres. Locally, without
// DATABASE_URL, they are reported as skipped; in CI, which has PostgreSQL, any other skip fails the run.
const unexpectedSkips = results.filter((r) => r.skipped > 0 && !(r.name === 'server-pglite' && DATABASE_URL)).length;
process.exit(failed > 0 || (unexpectedSkips > 0 && process.env.CI) ? 1 : 0);
