// `npm run lighthouse`: Lighthouse (mobile and desktop presets) on the home page, the shop and a
// product page of the production build, served by the real server on a fresh seeded database.
// Prints the scores, writes them to docs/performance-lighthouse.md and exits 1 below the targets
// (performance ≥ 95, accessibility and best practices 100). Uses Debian's chromium; downloads nothing.
//   --runs N        runs every page N times and keeps the median performance run (default 3: a
//                   single run swings by several points on a busy machine)
//   --reports DIR   also saves each kept run's full report (HTML and JSON) in DIR
//   --preset NAME   only this preset (mobile or desktop); both by default
//   --page NAME     only this page (home, shop or product; repeatable); all three by default
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { ensureServerBuild, root, run, webBuildIsStale } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const PRESETS = [
  { name: 'mobile', config: undefined }, // Lighthouse's default: emulated phone, slow 4G, 4× CPU slowdown
  { name: 'desktop', config: desktopConfig },
];
const REPORT = path.join(root, 'docs/performance-lighthouse.md');

const PAGE_NAMES = ['home', 'shop', 'product'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    preset: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`lighthouse: --runs must be a whole number ≥ 1, not "${args.runs}"`);
  process.exit(1);
}
if (args.preset !== undefined && !PRESETS.some((p) => p.name === args.preset)) {
  console.error(`lighthouse: --preset must be ${PRESETS.map((p) => p.name).join(' or ')}, not "${args.preset}"`);
  process.exit(1);
}
const unknownPage = (args.page ?? []).find((name) => !PAGE_NAMES.includes(name));
if (unknownPage !== undefined) {
  console.error(`lighthouse: --page must be one of ${PAGE_NAMES.join(', ')}, not "${unknownPage}"`);
  process.exit(1);
}
const presets = PRESETS.filter((p) => args.preset === undefined || p.name === args.preset);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health within 120 s`);
}

/** A product of the seeded catalogue, so the product page shows a real product. */
async function firstProductId(base) {
  const response = await fetch(`${base}/api/buyer/recommended?limit=1`);
  const products = response.ok ? await response.json() : [];
  const id = Array.isArray(products) ? products[0]?.productId : undefined;
  if (id === undefined) throw new Error(`no seeded product found (GET /api/buyer/recommended answered ${response.status})`);
  return id;
}

const browsers = new Set(); // the one running now, for clean-up on Ctrl-C

/**
 * One Lighthouse run in a fresh browser (no state carried between runs). A run whose trace came
 * out broken (NO_NAVSTART and the like, more common on a busy machine) is tried again, twice at most.
 */
async function audit(url, config) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    browsers.add(chrome);
    try {
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser.split('/')[1];
      const browser = `Chromium ${version} (${CHROMIUM})`;
      const flags = { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES };
      const result = await lighthouse(url, flags, config);
      const error = result ? result.lhr.runtimeError : { message: 'Lighthouse returned no result' };
      if (!error) return { lhr: result.lhr, report: result.report, browser };
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
      console.warn(`lighthouse: ${url}: ${error.code ?? error.message}; trying again`);
    } finally {
      chrome.kill();
      browsers.delete(chrome);
    }
  }
}

const median = (list, key) => [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)];
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

function summarise(page, preset, lhr) {
  const scripts = lhr.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      .map((audit) => `${id}: ${audit.id} (${audit.displayValue || `score ${audit.score}`})`),
  );
  return {
    page,
    preset,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    failing,
  };
}

function table(results) {
  const lines = [
    '| Page | Preset | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | JS transferred |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const s = r.scores;
    lines.push(
      `| ${r.page} | ${r.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(1)} KB |`,
    );
  }
  return lines.join('\n');
}

function saveReports(dir, result) {
  mkdirSync(dir, { recursive: true });
  const slug = result.page.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
  const [html, json] = result.report;
  writeFileSync(path.join(dir, `${slug}-${result.preset}.html`), html);
  writeFileSync(path.join(dir, `${slug}-${result.preset}.json`), json);
}

const belowTarget = (r) => CATEGORIES.some((id) => r.scores[id] < TARGETS[id]);

function writeReport(results, chromiumVersion) {
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const text = `# Lighthouse scores

Measured by \`npm run lighthouse\` (scripts/lighthouse.mjs) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion},
${chromiumVersion}, headless. The production build is served by the real server (compression and
cache headers on) from a fresh database with the demo seed; every page is loaded as a first-time
visitor (empty cache and storage). Mobile is Lighthouse's default preset (emulated phone, simulated
slow 4G, 4× CPU slowdown); desktop is its desktop preset.${runs > 1 ? ` Each row is the median of ${runs} runs (by performance score).` : ''}

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}.

${table(results)}

"JS transferred" is what the page downloaded as scripts, compressed as the server sent it.
`;
  writeFileSync(REPORT, text);
}

async function main() {
  if (webBuildIsStale()) {
    console.log('lighthouse: building the web app…');
    if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) throw new Error('the web build failed');
  }

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seamline-lighthouse-'));
  const entry = await ensureServerBuild();
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo', RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
  });
  const cleanUp = () => {
    for (const chrome of browsers) chrome.kill();
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    });
  }

  try {
    await waitForHealth(base, server);
    const productId = await firstProductId(base);
    const allPages = { home: '/', shop: '/buyer/dashboard', product: `/buyer/product/${productId}` };
    const pages = PAGE_NAMES.filter((name) => !args.page || args.page.includes(name)).map((name) => allPages[name]);
    const results = [];
    let chromiumVersion = CHROMIUM;
    for (const page of pages) {
      for (const preset of presets) {
        const attempts = [];
        for (let i = 0; i < runs; i += 1) {
          const { lhr, report, browser } = await audit(`${base}${page}`, preset.config);
          chromiumVersion = browser;
          attempts.push({ ...summarise(page, preset.name, lhr), report });
        }
        const kept = median(attempts, (r) => r.scores.performance);
        results.push(kept);
        if (args.reports) saveReports(args.reports, kept);
        const s = kept.scores;
        console.log(
          `${page} (${preset.name}): performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}`,
        );
      }
    }

    console.log(`\n${table(results)}\n`);
    writeReport(results, chromiumVersion);
    console.log(`Written to ${path.relative(root, REPORT)}.`);

    const failed = results.filter(belowTarget);
    if (failed.length > 0) {
      console.error(`\nBelow target (performance ≥ ${TARGETS.performance}, accessibility and best practices ${TARGETS.accessibility}):`);
      for (const r of failed) console.error(`  ${r.page} (${r.preset}): ${r.failing.join('; ') || 'no single audit stands out'}`);
      process.exitCode = 1;
    }
  } finally {
    cleanUp();
    await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`);
  process.exit(1);
});
