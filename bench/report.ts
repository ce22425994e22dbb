import os from 'node:os';
import { type LoadResult, mergeLoads, percentile } from './load.js';
import type { Budget, Scenario } from './scenarios.js';

/** Budgets of the performance issue (stated for 100,000 products on PostgreSQL, 20 connections). */
const READ_SHARE_OF_BARE = 40;
const CHECKOUT_ORDERS_PER_S = 300;
/** docs/architecture.md#payments: checkout paying by sandbox card, and its share of the on-delivery checkout of the same run. */
const CARD_ORDERS_PER_S = 250;
const CARD_SHARE_OF_ON_DELIVERY = 70;
/** Checkout with a code and express delivery: at least this share of plain checkout's rate in the same run. */
const PROMO_SHARE_OF_CHECKOUT = 90;
const ANALYTICS_P99 = 50;
export const MAX_READ_GROWTH = 1.5;

export interface Row {
  name: string;
  label: string;
  budget: Budget;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  errorDetail: string;
  serverCpu?: number;
  /** The sandbox provider's own process, when it ran apart (% of one core). */
  providerCpu?: number;
  /** Every PostgreSQL process (% of one core). */
  databaseCpu?: number;
  /** The load generator's own process (% of one core). */
  loadCpu?: number;
  /** Different questions the measured call asked and got an answer to during the measured run. */
  questions: number;
  /** The bare route's req/s around this scenario: the mean of its measurements just before and just after. */
  bareAround?: number;
  /** Each measured slice's share of the bare route around it (%), in the order of the rounds. */
  sliceShares?: number[];
}

/**
 * A scenario's throughput as a percentage of the bare route's, measured around it when it was (the
 * machine's speed drifts within a run), else the run's mean.
 */
export const shareOfBare = (row: Row, bare: Row): number => (row.perSecond / (row.bareAround ?? bare.perSecond)) * 100;

/** One measured slice of a scenario on one server, with the bare route's req/s just before and just after it. */
export interface Slice {
  result: LoadResult;
  bareBefore: number;
  bareAfter: number;
}

/**
 * A scenario's row from its slices (one, or one per round when sizes are interleaved): the slices'
 * answers pooled, `bareAround` the mean of the bare route around each slice weighted by its
 * length, and each slice's own share of the bare route around it, in the order measured.
 */
export function rowOfSlices(scenario: Scenario, slices: readonly Slice[]): Row {
  if (!slices.length) throw new Error(`${scenario.name}: no slices measured`);
  const row = toRow(scenario, mergeLoads(slices.map((s) => s.result)));
  const seconds = slices.reduce((sum, s) => sum + s.result.seconds, 0);
  const around = (s: Slice) => (s.bareBefore + s.bareAfter) / 2;
  return {
    ...row,
    bareAround: slices.reduce((sum, s) => sum + around(s) * s.result.seconds, 0) / seconds,
    sliceShares: slices.map((s) => (toRow(scenario, s.result).perSecond / around(s)) * 100),
  };
}

export function toRow(scenario: Scenario, r: LoadResult): Row {
  const measured = r.kinds[scenario.measured];
  const failures: Record<string, number> = {};
  let errors = r.socketErrors;
  for (const k of Object.values(r.kinds)) {
    for (const [status, n] of Object.entries(k.failures)) {
      failures[status] = (failures[status] ?? 0) + n;
      errors += n;
    }
  }
  if (r.socketErrors) failures.socket = r.socketErrors;
  return {
    name: scenario.name,
    label: scenario.label,
    budget: scenario.budget,
    perSecond: (measured?.ok ?? 0) / r.seconds,
    p50: percentile(measured?.latencies ?? [], 50),
    p99: percentile(measured?.latencies ?? [], 99),
    errors,
    errorDetail: Object.entries(failures)
      .map(([s, n]) => `${n}×${s}`)
      .join(', '),
    serverCpu: r.serverCpu,
    providerCpu: r.providerCpu,
    databaseCpu: r.databaseCpu,
    loadCpu: r.loadCpu,
    questions: measured?.questions.size ?? 0,
  };
}

/** The short measurement of the bare route before each scenario (see bareNote). */
export const BARE_RESAMPLE = { duration: 3, warmup: 1 };

/**
 * The bare route's req/s for the table: the mean of its measurements weighted by their length
 * (the first lasts `firstSeconds`, the others BARE_RESAMPLE.duration).
 */
export function bareMean(samples: number[], firstSeconds: number): number {
  const [first = Number.NaN, ...rest] = samples;
  const restSeconds = BARE_RESAMPLE.duration * rest.length;
  return (first * firstSeconds + rest.reduce((a, b) => a + b, 0) * BARE_RESAMPLE.duration) / (firstSeconds + restSeconds);
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const cpu = (row: Row) => (row.serverCpu === undefined ? '—' : `${fmt(row.serverCpu, 0)}%`);
/** The server process's CPU time per answered request, in µs: a cost that does not depend on the bare route. */
export const cpuPerRequest = (row: Row): number => (row.serverCpu === undefined ? Number.NaN : (row.serverCpu / 100 / row.perSecond) * 1e6);

function verdict(row: Row, share: number, rows: readonly Row[]): string {
  const b = row.budget;
  if (b.kind === 'read') {
    const ok = share >= READ_SHARE_OF_BARE && row.p99 <= b.p99 && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (≥${READ_SHARE_OF_BARE}%, p99 ≤ ${b.p99} ms)`;
  }
  if (b.kind === 'latency') {
    const ok = row.p99 <= b.p99 && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (p99 ≤ ${b.p99} ms)`;
  }
  if (b.kind === 'checkout') {
    const ok = row.perSecond >= CHECKOUT_ORDERS_PER_S && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (≥${CHECKOUT_ORDERS_PER_S} orders/s, 0 errors)`;
  }
  if (b.kind === 'checkout-card') {
    const onDelivery = rows.find((r) => r.budget.kind === 'checkout')?.perSecond ?? Number.NaN;
    const ratio = (row.perSecond / onDelivery) * 100;
    const ok = row.perSecond >= CARD_ORDERS_PER_S && ratio >= CARD_SHARE_OF_ON_DELIVERY && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (≥${CARD_ORDERS_PER_S} orders/s, ≥${CARD_SHARE_OF_ON_DELIVERY}% of on delivery: ${fmt(ratio)}%, 0 errors)`;
  }
  if (b.kind === 'checkout-promo') {
    const plain = rows.find((r) => r.budget.kind === 'checkout')?.perSecond ?? Number.NaN;
    const ratio = (row.perSecond / plain) * 100;
    const ok = ratio >= PROMO_SHARE_OF_CHECKOUT && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (≥${PROMO_SHARE_OF_CHECKOUT}% of checkout: ${fmt(ratio)}%, 0 errors)`;
  }
  if (b.kind === 'analytics') {
    const ok = row.p99 <= ANALYTICS_P99 && row.errors === 0;
    return `${ok ? 'ok' : 'MISSED'} (p99 ≤ ${ANALYTICS_P99} ms)`;
  }
  return '—';
}

function resultsTable(rows: Row[], bare: Row, judged: boolean): string {
  const lines = [
    '| scenario | req/s | bare req/s around it | % of bare | p50 ms | p99 ms | errors | server CPU | µs CPU / request | questions | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const errors = row.errors ? `${row.errors} (${row.errorDetail})` : '0';
    lines.push(
      `| ${row.label} | ${int(row.perSecond)} | ${int(row.bareAround ?? Number.NaN)} | ${fmt(shareOfBare(row, bare))}% | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${errors} | ${cpu(row)} | ${int(cpuPerRequest(row))} | ${int(row.questions)} | ${judged ? verdict(row, shareOfBare(row, bare), rows) : '—'} |`,
    );
  }
  lines.push(
    `| ${bare.label} | ${int(bare.perSecond)} | — | 100% | ${fmt(bare.p50, 2)} | ${fmt(bare.p99, 2)} | ${bare.errors} | ${cpu(bare)} | ${int(cpuPerRequest(bare))} | ${int(bare.questions)} | — |`,
  );
  for (const row of rows) {
    if (row.providerCpu === undefined || row.budget.kind !== 'checkout-card') continue;
    const perOrder = (row.providerCpu / 100 / row.perSecond) * 1e6;
    lines.push(
      '',
      `${row.label}: the sandbox provider ran in a process of its own, as a real provider does, and used ${fmt(row.providerCpu, 0)}% CPU (${int(perOrder)} µs per order), not counted in server CPU. The card tokens were made before each slice, as buyers' browsers make them on their own devices against the provider (bench/card-tokens.ts).`,
    );
  }
  const checkouts = rows.filter(
    (row) => row.budget.kind === 'checkout' || row.budget.kind === 'checkout-card' || row.budget.kind === 'checkout-promo',
  );
  if (checkouts.some((row) => row.databaseCpu !== undefined)) lines.push('', ...cpuPerOrder(checkouts));
  return lines.join('\n');
}

/** Where a checkout's CPU went, per order placed, across the processes that share the machine. */
export function cpuPerOrder(rows: readonly Row[]): string[] {
  const perOrder = (row: Row, cpu?: number) => (cpu === undefined ? Number.NaN : (cpu / 100 / row.perSecond) * 1e6);
  const lines = [
    'CPU per order placed (µs), every process on the machine (the cart add of each round included):',
    '',
    '| scenario | API server | provider | PostgreSQL | load generator | all |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const parts = [row.serverCpu, row.providerCpu ?? 0, row.databaseCpu, row.loadCpu].map((cpu) => perOrder(row, cpu));
    const all = parts.reduce((sum, v) => sum + v, 0);
    lines.push(`| ${row.label} | ${parts.map((v) => int(v)).join(' | ')} | ${int(all)} |`);
  }
  return lines;
}

export interface RunInfo {
  date: string;
  products: number;
  dbKind: 'postgres' | 'pglite';
  dbVersion: string;
  catalogue: string;
  generationSeconds: number;
  connections: number;
  duration: number;
  warmup: number;
  /** Scenarios that warm up for longer than `warmup` (bench/scenarios.ts says why). */
  longerWarmups: { label: string; seconds: number }[];
  /** Whether the server kept shared answers (CACHE_SECONDS default) or queried for every request. */
  cache: boolean;
  /** 1-minute load average before and after the run: a busy machine skews every figure. */
  load: [number, number];
  /** Every measurement of the bare route's req/s in this run; the table uses their mean. */
  bareSamples: number[];
  /** Slices each scenario was measured in at this size: 1, or one per round with interleaved sizes. */
  rounds: number;
  /** Every size measured in the same run (interleaved when more than one). */
  sizes: number[];
}

/** YYYY-MM-DD in the machine's time zone, for result file names. */
export function localDate(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function machineLine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

const PGLITE_NOTE = `PGlite is one WASM PostgreSQL inside the server process: every query of every request runs
one after another on the event loop's thread, beside the HTTP and JSON work. The ceiling for a
scenario is therefore about 1 / (its queries' time + its HTTP time) per second, whatever the
number of connections; a server CPU near 100% (one core) means a scenario sits at that ceiling.
The budgets are stated for PostgreSQL; these figures show what the embedded default can carry.`;

function bareNote(info: RunInfo): string[] {
  const samples = info.bareSamples;
  if (samples.length < 2) return [];
  const lines = [
    `bare route: measured ${samples.length} times in the run (${int(Math.min(...samples))}–${int(Math.max(...samples))} req/s): one ${info.duration} s measurement`,
    `first, then ${BARE_RESAMPLE.duration} s (after ${BARE_RESAMPLE.warmup} s of warm-up) before each scenario and after each measured slice. A`,
    "scenario's % of bare divides by the mean of the measurements around its slices, so the machine's drift",
    "within a run cancels; the bare row shows the mean of them all and the first measurement's latencies.",
    'µs CPU / request = server CPU over req/s: what one answer costs the API process, whatever the bare route did.',
  ];
  if (info.rounds > 1 && info.sizes.length > 1)
    lines.push(
      `Sizes interleaved (${info.sizes.map((n) => n.toLocaleString('en-US')).join(', ')} products, each on its own server, all running): every scenario`,
      `was measured in ${info.rounds} rounds of ${fmt(info.duration / info.rounds)} s slices per size, alternating which size goes first, so a slow`,
      'spell of the machine falls on every size alike; the row pools the slices.',
    );
  if (info.rounds > 1)
    lines.push(
      `Checkouts interleaved: the checkout scenarios took turns in ${info.rounds} rounds of ${fmt(info.duration / info.rounds)} s slices (each after its`,
      'own warm-up), alternating which goes first, so the rates their budgets compare saw the same machine.',
    );
  return lines;
}

export function reportMarkdown(info: RunInfo, rows: Row[], bare: Row): string {
  return [
    `# Seamline bench: ${info.products.toLocaleString('en-US')} products on ${info.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${info.cache ? '' : ', shared answers off'}`,
    '',
    `- Date: ${info.date}`,
    `- Machine: ${machineLine()}`,
    `- Database: ${info.dbVersion}`,
    `- Catalogue: ${info.catalogue}`,
    Number.isFinite(info.generationSeconds)
      ? `- Generation: ${fmt(info.generationSeconds)} s`
      : "- Generation: none (a database kept by an earlier run, with that run's checkouts)",
    `- Load: autocannon, ${info.connections} connections, ${info.duration} s per scenario after a ${info.warmup} s warm-up${info.longerWarmups.map((w) => ` (${w.label}: ${w.seconds} s)`).join('')}; the bench client runs on the same machine`,
    `- Shared answers (catalogue and dashboard cache): ${info.cache ? 'on, as served (CACHE_SECONDS default)' : 'off (CACHE_SECONDS=0): every request queries the database'}`,
    `- Machine load (1-minute load average) before / after the run: ${fmt(info.load[0], 2)} / ${fmt(info.load[1], 2)} on ${os.cpus().length} CPUs`,
    '',
    // The budgets are stated for PostgreSQL; the embedded database is reported, not judged.
    resultsTable(rows, bare, info.dbKind === 'postgres'),
    '',
    'req/s counts 2xx answers of the measured call (checkout: orders placed; cart: adds and deletes).',
    'questions = different requests (path and body) of the measured call answered during the measured',
    'run; the rotating scenarios walk lists of 2,000 or more (every product for product-every), each',
    'connection from its own offset, carrying on after the warm-up instead of asking its questions again.',
    'Latencies are per call, measured by the client. errors = non-2xx answers of any call in the',
    "scenario plus socket errors and timeouts. server CPU = the API process's CPU time over wall time",
    '(100% = one core; PostgreSQL and the load generator use the rest). Budgets apply at 100,000',
    'products on PostgreSQL.',
    ...bareNote(info),
    ...(info.dbKind === 'pglite' ? ['', PGLITE_NOTE] : []),
    '',
  ].join('\n');
}

/** How each scenario's cost (its share of the bare route, inverted) grows from the smallest size to the largest. */
export function growthMarkdown(runs: { info: RunInfo; rows: Row[]; bare: Row }[]): string {
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (!first || !last || runs.length < 2) return '';
  const sizes = runs.map((r) => r.info.products.toLocaleString('en-US'));
  const header = [
    `| scenario | ${sizes.map((s) => `% of bare @ ${s}`).join(' | ')} | ${sizes.map((s) => `p50 ms @ ${s}`).join(' | ')} | ${sizes.map((s) => `questions @ ${s}`).join(' | ')} | cost growth | growth in each round | µs CPU / request | budget |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} | ${runs.map(() => '---:').join(' | ')} | ${runs.map(() => '---:').join(' | ')} | ---: | ---: | ---: | --- |`,
  ];
  const lines = first.rows.map((row) => {
    const shares = runs.map((r) => {
      const match = r.rows.find((x) => x.name === row.name);
      return match ? shareOfBare(match, r.bare) : Number.NaN;
    });
    const p50s = runs.map((r) => r.rows.find((x) => x.name === row.name)?.p50 ?? Number.NaN);
    const questions = runs.map((r) => r.rows.find((x) => x.name === row.name)?.questions ?? Number.NaN);
    const growth = (shares[0] ?? Number.NaN) / (shares[shares.length - 1] ?? Number.NaN);
    const firstSlices = first.rows.find((x) => x.name === row.name)?.sliceShares ?? [];
    const lastSlices = last.rows.find((x) => x.name === row.name)?.sliceShares ?? [];
    const rounds =
      firstSlices.length > 1 && firstSlices.length === lastSlices.length
        ? firstSlices.map((s, i) => fmt(s / (lastSlices[i] ?? Number.NaN), 2)).join(', ')
        : '—';
    const cpus = runs.map((r) => {
      const match = r.rows.find((x) => x.name === row.name);
      return match ? cpuPerRequest(match) : Number.NaN;
    });
    const cpuGrowth = (cpus[cpus.length - 1] ?? Number.NaN) / (cpus[0] ?? Number.NaN);
    const budget =
      row.budget.kind === 'read' || row.budget.kind === 'latency'
        ? `${growth <= MAX_READ_GROWTH ? 'ok' : 'MISSED'} (≤ ${MAX_READ_GROWTH}×)`
        : '—';
    return `| ${row.label} | ${shares.map((s) => `${fmt(s)}%`).join(' | ')} | ${p50s.map((p) => fmt(p, 2)).join(' | ')} | ${questions.map(int).join(' | ')} | ${fmt(growth, 2)}× | ${rounds} | ${cpus.map(int).join(' → ')} (${fmt(cpuGrowth, 2)}×) | ${budget} |`;
  });
  return [
    `# Seamline bench: cost growth from ${sizes[0]} to ${sizes[sizes.length - 1]} products (${first.info.dbKind})`,
    '',
    `- Date: ${first.info.date}`,
    `- Machine: ${machineLine()}`,
    '',
    ...header,
    ...lines,
    '',
    'cost growth = (share of the bare route at the smallest size) / (share at the largest): how much',
    'more a request costs, each share measured against the bare route just before and after the',
    "scenario in the same run, so the machine's drift cancels. With the sizes interleaved (every size's",
    'server running, each scenario measured in rounds of short slices per size, alternating which size',
    'goes first), a slow spell falls on both sizes alike; growth in each round compares the two slices of',
    "that round. µs CPU / request: the API process's CPU time per answer at each size and its growth,",
    'which leaves out PostgreSQL and the client.',
    '',
  ].join('\n');
}
