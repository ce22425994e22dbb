import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { type BenchArgs, parseBenchArgs, USAGE } from './args.js';
import { type BenchDatabase, closeDatabase, createBenchDatabase, keptBenchDatabase } from './bench-database.js';
import { type Catalogue, describeCatalogue, generateCatalogue } from './generate.js';
import { runLoad } from './load.js';
import { type Child, killAll, startApiServer, startBareServer } from './processes.js';
import {
  BARE_RESAMPLE,
  bareMean,
  growthMarkdown,
  localDate,
  type Row,
  type RunInfo,
  reportMarkdown,
  toRow,
  withBareAround,
} from './report.js';
import { BARE, SCENARIOS, type Scenario, type ScenarioContext } from './scenarios.js';

/**
 * npm run bench: for each size, generate a catalogue into a fresh database, start the production
 * server and a bare Fastify route, drive both with autocannon, print the table and write it to
 * bench/results/<date>-<size>-<db>.md. Never part of CI.
 */

const resultsDir = path.join(import.meta.dirname, 'results');
const cleanups: (() => Promise<unknown>)[] = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length) await cleanups.pop()?.().catch((err: unknown) => console.error(err));
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
    if (args.url) console.log(`measuring ${bdb.where}`);
    else console.log(`generating ${size.toLocaleString('en-US')} products into ${bdb.where}`);
    const catalogue = args.url
      ? await describeCatalogue(database.db)
      : await generateCatalogue(database.db, {
          products: size,
          seed: args.seed,
          minBuyers: args.connections,
          log: console.log,
        });
    const [v] = await queryRows<{ version: string }>(database.db, sql`select version()`);
    const version = (v?.version ?? '').split(' on ')[0] ?? '';
    return { catalogue, version: bdb.kind === 'pglite' ? `PGlite (${version})` : version };
  } finally {
    await closeDatabase(database);
  }
}

async function measure(child: Child, scenario: Scenario, ctx: ScenarioContext, args: BenchArgs): Promise<Row> {
  const result = await runLoad(scenario.steps(ctx), {
    url: child.url,
    connections: args.connections,
    duration: args.duration,
    warmup: args.warmup,
    serverPid: child.pid,
  });
  const row = toRow(scenario, result);
  console.log(
    `  ${scenario.name.padEnd(16)} ${row.perSecond.toFixed(0).padStart(7)} /s  p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms  errors ${row.errors}  questions ${row.questions}`,
  );
  return row;
}

async function benchSize(size: number, args: BenchArgs, scenarios: Scenario[]) {
  const bdb = args.url ? keptBenchDatabase(args.url) : await createBenchDatabase(args.db, String(size));
  if (args.keep && !args.url) console.log(`keeping ${bdb.where}`);
  else cleanups.push(() => bdb.remove());
  const { catalogue, version } = await generate(bdb, size, args);
  console.log(
    `${args.url ? 'kept' : `generated in ${catalogue.timings.total?.toFixed(1)} s`}: ${catalogue.vendors} vendors, ${catalogue.buyers} buyers, ${catalogue.reviews} reviews, ${catalogue.orders} orders`,
  );

  const api = await startApiServer(bdb.env, args.cache);
  cleanups.push(() => api.stop());
  const tokens = await Promise.all(
    catalogue.buyerEmails.slice(0, args.connections).map((email) => login(api.url, email, catalogue.password)),
  );
  const ctx: ScenarioContext = {
    buyerTokens: tokens,
    vendorToken: await login(api.url, catalogue.benchVendorEmail, catalogue.password),
    hotVariants: catalogue.hotVariants,
    sampleProductIds: catalogue.sampleProductIds,
    liveProductIds: catalogue.liveProductIds,
    vendorNames: catalogue.vendorNames,
    seed: args.seed,
  };

  // The yardstick answers the API's own first page, so both send the same bytes.
  const page = await fetch(`${api.url}/api/buyer/selected?category=female&limit=48`);
  if (!page.ok) throw new Error(`the first page for the bare route: ${page.status} ${await page.text()}`);
  const listFile = path.join(os.tmpdir(), `seamline-bench-list-${process.pid}.json`);
  await writeFile(listFile, await page.text());
  cleanups.push(() => rm(listFile, { force: true }));
  // The filters index fills after the server starts and a facets question waits for it, so no
  // measurement shares the machine with the fill (5–8 s of one core at 100,000 products).
  const ready = await fetch(`${api.url}/api/buyer/facets`);
  if (!ready.ok) throw new Error(`facets before the run: ${ready.status} ${await ready.text()}`);
  const bareServer = await startBareServer(listFile);
  cleanups.push(() => bareServer.stop());

  const loadBefore = os.loadavg()[0] ?? Number.NaN;
  console.log(`load: ${args.connections} connections, ${args.warmup} s warm-up + ${args.duration} s per scenario`);
  const first = await measure(bareServer, BARE, ctx, args);
  const rows: Row[] = [];
  // The machine's speed drifts by up to a third within a run on a shared host, so each scenario is
  // measured against the bare route just before and just after it (withBareAround).
  const bareSamples = [first.perSecond];
  const resampleBare = async () => bareSamples.push((await measure(bareServer, BARE, ctx, { ...args, ...BARE_RESAMPLE })).perSecond);
  for (const scenario of scenarios) {
    await resampleBare();
    rows.push(await measure(api, scenario, ctx, args));
  }
  await resampleBare();
  const bare: Row = { ...first, perSecond: bareMean(bareSamples, args.duration) };
  const measured = withBareAround(rows, bareSamples);
  await cleanUp();

  const info: RunInfo = {
    date: new Date().toISOString(),
    products: size,
    dbKind: args.db,
    dbVersion: version,
    catalogue: `${catalogue.products.toLocaleString('en-US')} products (${catalogue.variants.toLocaleString('en-US')} sizes × colours), ${catalogue.vendors} vendors, ${catalogue.buyers} buyers, ${catalogue.reviews.toLocaleString('en-US')} reviews, ${catalogue.orders.toLocaleString('en-US')} orders (${catalogue.benchVendorOrders.toLocaleString('en-US')} of them for the analytics vendor)`,
    generationSeconds: catalogue.timings.total ?? Number.NaN,
    connections: args.connections,
    duration: args.duration,
    warmup: args.warmup,
    cache: args.cache,
    load: [loadBefore, os.loadavg()[0] ?? Number.NaN],
    bareSamples,
  };
  // A run of some scenarios only must not overwrite the day's full run.
  const file = path.join(resultsDir, `${localDate()}-${size}-${args.db}${args.cache ? '' : '-uncached'}${args.only ? '-partial' : ''}.md`);
  await mkdir(resultsDir, { recursive: true });
  const report = reportMarkdown(info, measured, bare);
  await writeFile(file, report);
  console.log(`\n${report}\nwritten to ${path.relative(process.cwd(), file)}\n`);
  return { info, rows: measured, bare };
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

  const runs = [];
  if (args.url) {
    const database = await keptBenchDatabase(args.url).open();
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int n from products`);
    await closeDatabase(database);
    runs.push(await benchSize(row?.n ?? 0, args, scenarios));
  } else for (const size of args.sizes) runs.push(await benchSize(size, args, scenarios));
  if (runs.length > 1) {
    const growth = growthMarkdown(runs);
    const file = path.join(resultsDir, `${localDate()}-growth-${args.sizes.join('-')}-${args.db}${args.cache ? '' : '-uncached'}.md`);
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
