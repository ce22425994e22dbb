import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { type BenchArgs, parseBenchArgs, USAGE } from './args.js';
import { type BenchDatabase, closeDatabase, createBenchDatabase, keptBenchDatabase, vacuum } from './bench-database.js';
import { cardTokenPool } from './card-tokens.js';
import { type Catalogue, describeCatalogue, generateCatalogue } from './generate.js';
import { runLoad, type Step } from './load.js';
import { BENCH_PSP_SECRET, type Child, freePort, killAll, startApiServer, startBareServer, startSandboxServer } from './processes.js';
import {
  BARE_RESAMPLE,
  bareMean,
  growthMarkdown,
  localDate,
  type Row,
  type RunInfo,
  reportMarkdown,
  rowOfSlices,
  type Slice,
  toRow,
} from './report.js';
import { BARE, BUYERS_PER_CONNECTION, SCENARIOS, type Scenario, type ScenarioContext } from './scenarios.js';

/**
 * npm run bench: for each size, generate a catalogue into a fresh database, start the production
 * server and a bare Fastify route, drive both with autocannon, print the table and write it to
 * bench/results/<date>-<size>-<db>.md. Never part of CI.
 */

const resultsDir = path.join(import.meta.dirname, 'results');
const cleanups: (() => Promise<unknown>)[] = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length)
    await cleanups
      .pop()?.()
      .catch((err: unknown) => console.error(err));
}

process.on('SIGINT', () => {
  console.error('\ninterrupted: stopping the servers and removing the bench database');
  killAll();
  void cleanUp().finally(() => process.exit(130));
});
process.on('exit', killAll);

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/registration/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function generate(bdb: BenchDatabase, size: number, args: BenchArgs): Promise<{ catalogue: Catalogue; version: string }> {
  const database = await bdb.open();
  try {
    if (args.urls.length) console.log(`measuring ${bdb.where}`);
    else console.log(`generating ${size.toLocaleString('en-US')} products into ${bdb.where}`);
    const catalogue = args.urls.length
      ? await describeCatalogue(database.db)
      : await generateCatalogue(database.db, {
          products: size,
          seed: args.seed,
          minBuyers: args.connections * BUYERS_PER_CONNECTION,
          log: console.log,
        });
    const [v] = await queryRows<{ version: string }>(database.db, sql`select version()`);
    const version = (v?.version ?? '').split(' on ')[0] ?? '';
    return { catalogue, version: bdb.kind === 'pglite' ? `PGlite (${version})` : version };
  } finally {
    await closeDatabase(database);
  }
}

/** One size's catalogue and its server, ready to be measured. */
interface Size {
  bdb: BenchDatabase;
  products: number;
  version: string;
  catalogue: Catalogue;
  api: Child;
  /** The sandbox provider's own process, when it runs apart. */
  psp?: Child;
  ctx: ScenarioContext;
}

/** A fresh database with a generated catalogue, or a kept one; then its API server, logged in. */
async function prepareSize(source: number | string, args: BenchArgs): Promise<Omit<Size, 'api' | 'ctx'> & { bdb: BenchDatabase }> {
  const bdb = typeof source === 'string' ? keptBenchDatabase(source) : await createBenchDatabase(args.db, String(source));
  if (args.keep && typeof source === 'number') console.log(`keeping ${bdb.where}`);
  else cleanups.push(() => bdb.remove());
  const { catalogue, version } = await generate(bdb, typeof source === 'number' ? source : 0, args);
  console.log(
    `${args.urls.length ? 'kept' : `generated in ${catalogue.timings.total?.toFixed(1)} s`}: ${catalogue.products.toLocaleString('en-US')} products, ${catalogue.vendors} vendors, ${catalogue.buyers} buyers, ${catalogue.reviews} reviews, ${catalogue.orders} orders`,
  );
  return { bdb, products: catalogue.products, version, catalogue };
}

async function startSize(prepared: Awaited<ReturnType<typeof prepareSize>>, args: BenchArgs): Promise<Size> {
  const { bdb, catalogue } = prepared;
  // The sandbox apart: the shop reaches it at PAYMENTS_SANDBOX_URL, it sends its webhooks to the shop.
  const pspPort = args.sandbox === 'apart' ? await freePort() : undefined;
  const pspUrl = pspPort ? `http://127.0.0.1:${pspPort}` : undefined;
  const api = await startApiServer(
    bdb.env,
    args.cache,
    pspUrl ? { PAYMENTS_SANDBOX_URL: pspUrl, PAYMENTS_WEBHOOK_SECRET: BENCH_PSP_SECRET } : {},
  );
  cleanups.push(() => api.stop());
  const psp = pspPort ? await startSandboxServer(bdb.env, pspPort, api.url) : undefined;
  if (psp) cleanups.push(() => psp.stop());
  const tokens = await Promise.all(
    catalogue.buyerEmails.slice(0, args.connections * BUYERS_PER_CONNECTION).map((email) => login(api.url, email, catalogue.password)),
  );
  // The filters index fills after the server starts and a facets question waits for it, so no
  // measurement shares the machine with the fill (5–8 s of one core at 100,000 products).
  const ready = await fetch(`${api.url}/api/buyer/facets`);
  if (!ready.ok) throw new Error(`facets before the run: ${ready.status} ${await ready.text()}`);
  return {
    ...prepared,
    api,
    psp,
    ctx: {
      buyerTokens: tokens,
      connections: args.connections,
      vendorToken: await login(api.url, catalogue.benchVendorEmail, catalogue.password),
      hotVariants: catalogue.hotVariants,
      sampleProductIds: catalogue.sampleProductIds,
      liveProductIds: catalogue.liveProductIds,
      vendorNames: catalogue.vendorNames,
      seed: args.seed,
      cardTokens: psp ? cardTokenPool({ url: psp.url }) : undefined,
    },
  };
}

/** A measured slice's line on the console. */
function logRow(row: Row, products?: number): void {
  const at = products === undefined ? '' : ` @ ${products.toLocaleString('en-US')}`;
  console.log(
    `  ${`${row.name}${at}`.padEnd(26)} ${row.perSecond.toFixed(0).padStart(7)} /s  p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms  errors ${row.errors}  questions ${row.questions}`,
  );
}

/**
 * The scenarios in the groups they are measured in: the checkouts together, since their budgets
 * compare their rates (taking turns slice by slice, the machine's slow spells fall on each alike),
 * every other scenario alone; in the selection's order.
 */
function measuredTogether(scenarios: Scenario[]): Scenario[][] {
  const checkouts = scenarios.filter((s) => s.measured === 'checkout');
  const groups: Scenario[][] = [];
  for (const s of scenarios) {
    if (s.measured !== 'checkout') groups.push([s]);
    else if (s === checkouts[0]) groups.push(checkouts);
  }
  return groups;
}

/** The rounds asked for, else 4 when sizes or checkouts take turns, and 1 otherwise. */
function roundsOf(args: BenchArgs, sizes: Size[], scenarios: Scenario[]): number {
  if (args.rounds !== null) return args.rounds;
  return sizes.length > 1 || measuredTogether(scenarios).some((group) => group.length > 1) ? 4 : 1;
}

/**
 * Measures every scenario on every size. The sizes' servers all run; each scenario is measured in
 * `args.rounds` slices per size, the order of the sizes (and of the checkouts, measuredTogether)
 * alternating from round to round, with the bare route measured before the scenario and after
 * every slice (decision 090).
 */
async function measureAll(sizes: Size[], scenarios: Scenario[], given: BenchArgs) {
  const args = { ...given, rounds: roundsOf(given, sizes, scenarios) };
  const first = sizes[0];
  if (!first) throw new Error('no size to measure');
  const bareServer = await startYardstick(first);

  const loadBefore = os.loadavg()[0] ?? Number.NaN;
  console.log(
    `load: ${args.connections} connections, ${args.warmup} s warm-up + ${args.duration} s per scenario${sizes.length > 1 ? ' per size' : ''}${args.rounds > 1 ? `, in ${args.rounds} rounds` : ''}`,
  );
  const bareSteps = BARE.steps(first.ctx);
  const onBare = { url: bareServer.url, connections: args.connections, serverPid: bareServer.pid };
  const firstBare = toRow(BARE, await runLoad(bareSteps, { ...onBare, duration: args.duration, warmup: args.warmup }));
  logRow(firstBare);
  // The machine's speed drifts by up to a third within a run on a shared host, so each slice is
  // measured against the bare route just before and just after it.
  const bareSamples = [firstBare.perSecond];
  const resampleBare = async () => {
    const row = toRow(BARE, await runLoad(bareSteps, { ...onBare, ...BARE_RESAMPLE }));
    bareSamples.push(row.perSecond);
    return row.perSecond;
  };
  const rows: Row[][] = sizes.map(() => []);
  for (const group of measuredTogether(scenarios)) {
    // Each group starts from a vacuumed database, not from the dead rows the one before left.
    for (const size of sizes) await vacuum(size.bdb);
    const steps = group.map((scenario) => sizes.map((size) => scenario.steps(size.ctx)));
    const walks: number[][][] = group.map(() => sizes.map(() => []));
    const slices: Slice[][][] = group.map(() => sizes.map(() => []));
    let bareBefore = await resampleBare();
    for (let round = 0; round < args.rounds; round++) {
      // Sizes, and the scenarios of a group, take turns going first.
      const turn = <T>(items: T[]) => items.map((_, i) => (round % 2 === 0 ? i : items.length - 1 - i));
      for (const g of turn(group)) {
        const scenario = group[g] as Scenario;
        for (const i of turn(sizes)) {
          const size = sizes[i] as Size;
          await scenario.prepare?.(size.ctx);
          const result = await runLoad(steps[g]?.[i] as Step[], {
            url: size.api.url,
            providerPid: size.psp?.pid,
            connections: args.connections,
            duration: args.duration / args.rounds,
            // Every slice warms up in full: a server idle for more than 10 s has closed its pool's idle
            // connections (pg's default), and with 1 s the p99 of product pages doubled.
            warmup: Math.max(args.warmup, scenario.warmup ?? 0),
            serverPid: size.api.pid,
            walk: walks[g]?.[i],
          });
          const bareAfter = await resampleBare();
          slices[g]?.[i]?.push({ result, bareBefore, bareAfter });
          bareBefore = bareAfter;
          logRow(toRow(scenario, result), sizes.length > 1 ? size.products : undefined);
        }
      }
    }
    group.forEach((scenario, g) => {
      sizes.forEach((size, i) => {
        rows[i]?.push(rowOfSlices(scenario, slices[g]?.[i] ?? []));
        const during = size.ctx.cardTokens?.madeDuringLoad ?? 0;
        if (scenario.name === 'checkout-card' && during > 0)
          console.log(`  (${during} card tokens were made during the load: the stock made before it ran low)`);
      });
    });
  }
  const loadAfter = os.loadavg()[0] ?? Number.NaN;
  const bare: Row = { ...firstBare, perSecond: bareMean(bareSamples, args.duration) };
  const load: [number, number] = [loadBefore, loadAfter];
  return sizes.map((size, i) => ({ info: runInfo(size, sizes, scenarios, args, load, bareSamples), rows: rows[i] ?? [], bare }));
}

/**
 * The bare route every slice is measured against, serving the API's own first page (so both send
 * the same bytes); stopped with the run.
 */
async function startYardstick(first: Size) {
  const page = await fetch(`${first.api.url}/api/buyer/selected?category=female&limit=48`);
  if (!page.ok) throw new Error(`the first page for the bare route: ${page.status} ${await page.text()}`);
  const listFile = path.join(os.tmpdir(), `seamline-bench-list-${process.pid}.json`);
  await writeFile(listFile, await page.text());
  cleanups.push(() => rm(listFile, { force: true }));
  const bareServer = await startBareServer(listFile);
  cleanups.push(() => bareServer.stop());
  return bareServer;
}

/** What a size's report says of the run: the catalogue, the database, the load's settings and the machine's load. */
function runInfo(
  size: Size,
  sizes: Size[],
  scenarios: Scenario[],
  args: BenchArgs & { rounds: number },
  load: [number, number],
  bareSamples: number[],
): RunInfo {
  const { catalogue } = size;
  return {
    date: new Date().toISOString(),
    products: size.products,
    dbKind: args.db,
    dbVersion: size.version,
    catalogue: `${catalogue.products.toLocaleString('en-US')} products (${catalogue.variants.toLocaleString('en-US')} sizes × colours), ${catalogue.vendors} vendors, ${catalogue.buyers} buyers, ${catalogue.reviews.toLocaleString('en-US')} reviews, ${catalogue.orders.toLocaleString('en-US')} orders (${catalogue.benchVendorOrders.toLocaleString('en-US')} of them for the analytics vendor)`,
    generationSeconds: catalogue.timings.total ?? Number.NaN,
    connections: args.connections,
    duration: args.duration,
    warmup: args.warmup,
    longerWarmups: scenarios.filter((sc) => (sc.warmup ?? 0) > args.warmup).map((sc) => ({ label: sc.label, seconds: sc.warmup ?? 0 })),
    cache: args.cache,
    load,
    bareSamples,
    rounds: args.rounds,
    sizes: sizes.map((s) => s.products),
  };
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(`${USAGE}\n\nscenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    return;
  }
  const unknown = (args.only ?? []).filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  const scenarios = args.only ? SCENARIOS.filter((s) => args.only?.includes(s.name)) : SCENARIOS;

  const prepared = [];
  for (const source of args.urls.length ? args.urls : args.sizes) prepared.push(await prepareSize(source, args));
  const sizes: Size[] = [];
  for (const p of prepared) sizes.push(await startSize(p, args));
  const runs = await measureAll(sizes, scenarios, args);
  await cleanUp();

  await mkdir(resultsDir, { recursive: true });
  for (const { info, rows, bare } of runs) {
    // A run of some scenarios only must not overwrite the day's full run.
    const file = path.join(
      resultsDir,
      `${localDate()}-${info.products}-${args.db}${args.cache ? '' : '-uncached'}${args.only ? '-partial' : ''}.md`,
    );
    const report = reportMarkdown(info, rows, bare);
    await writeFile(file, report);
    console.log(`\n${report}\nwritten to ${path.relative(process.cwd(), file)}\n`);
  }
  if (runs.length > 1) {
    const growth = growthMarkdown(runs);
    const file = path.join(
      resultsDir,
      `${localDate()}-growth-${runs.map((r) => r.info.products).join('-')}-${args.db}${args.cache ? '' : '-uncached'}${args.only ? '-partial' : ''}.md`,
    );
    await writeFile(file, growth);
    console.log(`${growth}\nwritten to ${path.relative(process.cwd(), file)}`);
  }
}

main()
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(async () => {
    killAll();
    await cleanUp();
  });
