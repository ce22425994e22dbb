import { describe, expect, it } from 'vitest';
import { type LoadResult, mergeLoads } from './load.js';
import {
  cpuPerOrder,
  cpuPerRequest,
  growthMarkdown,
  type Row,
  type RunInfo,
  reportMarkdown,
  rowOfSlices,
  type Slice,
  shareOfBare,
} from './report.js';
import type { Scenario } from './scenarios.js';

const row = (name: string, perSecond: number, serverCpu?: number): Row => ({
  name,
  label: name,
  budget: { kind: 'latency', p99: 40 },
  perSecond,
  p50: 1,
  p99: 2,
  errors: 0,
  errorDetail: '',
  serverCpu,
  questions: 2000,
});

const scenario = (name: string): Scenario => ({
  name,
  label: name,
  measured: 'read',
  budget: { kind: 'latency', p99: 40 },
  steps: () => [],
});

/** A measured slice: `ok` answers of the read call in `seconds`, each asking its own question. */
const load = (ok: number, seconds: number, serverCpu?: number, from = 0): LoadResult => ({
  seconds,
  socketErrors: 0,
  serverCpu,
  kinds: {
    read: {
      count: ok,
      ok,
      failures: {},
      latencies: Array.from({ length: ok }, (_, i) => 1 + (i % 10)),
      questions: new Set(Array.from({ length: ok }, (_, i) => `GET /q/${from + i}`)),
    },
  },
});

const slice = (result: LoadResult, bareBefore: number, bareAfter: number): Slice => ({ result, bareBefore, bareAfter });

const info = (products: number, rounds: number): RunInfo => ({
  date: '2026-11-24T00:00:00.000Z',
  products,
  dbKind: 'postgres',
  dbVersion: 'PostgreSQL 15',
  catalogue: '',
  generationSeconds: 1,
  connections: 20,
  duration: 10,
  warmup: 3,
  longerWarmups: [{ label: 'checkout (orders/s)', seconds: 10 }],
  cache: false,
  load: [0, 0],
  bareSamples: [10_000, 10_000],
  rounds,
  sizes: [1000, 100_000],
});

describe('slices of a scenario', () => {
  it('pools answers, latencies, questions, errors and CPU weighted by length', () => {
    const a = load(100, 1, 50);
    const b: LoadResult = { ...load(300, 3, 90, 50), socketErrors: 2 };
    b.kinds.read = { ...(b.kinds.read as NonNullable<LoadResult['kinds']['read']>), count: 310, failures: { 503: 10 } };
    const merged = mergeLoads([a, b]);
    expect(merged.seconds).toBe(4);
    expect(merged.socketErrors).toBe(2);
    expect(merged.serverCpu).toBeCloseTo((50 * 1 + 90 * 3) / 4);
    expect(merged.kinds.read?.ok).toBe(400);
    expect(merged.kinds.read?.count).toBe(410);
    expect(merged.kinds.read?.failures).toEqual({ 503: 10 });
    expect(merged.kinds.read?.latencies).toHaveLength(400);
    expect(merged.kinds.read?.questions.size).toBe(350); // 0–99 and 50–349
  });

  it('knows no CPU when a slice has none', () => {
    expect(mergeLoads([load(10, 1, 50), load(10, 1)]).serverCpu).toBeUndefined();
  });

  it("pools the provider's, the database's and the load generator's CPU the same way", () => {
    const merged = mergeLoads([
      { ...load(100, 1, 50), providerCpu: 20, databaseCpu: 60, loadCpu: 10 },
      { ...load(300, 3, 90), providerCpu: 40, databaseCpu: 100, loadCpu: 30 },
    ]);
    expect(merged.providerCpu).toBeCloseTo((20 + 40 * 3) / 4);
    expect(merged.databaseCpu).toBeCloseTo((60 + 100 * 3) / 4);
    expect(merged.loadCpu).toBeCloseTo((10 + 30 * 3) / 4);
  });

  it('divides each slice by the bare route around it and the row by their mean', () => {
    const r = rowOfSlices(scenario('facets'), [slice(load(2000, 1), 8000, 12_000), slice(load(3000, 1), 12_000, 18_000)]);
    expect(r.perSecond).toBe(2500);
    expect(r.bareAround).toBe(12_500);
    expect(r.sliceShares).toEqual([20, 20]);
    expect(shareOfBare(r, row('bare', 1))).toBeCloseTo(20);
    expect(r.questions).toBe(3000);
  });

  it('refuses a scenario with nothing measured', () => {
    expect(() => rowOfSlices(scenario('facets'), [])).toThrow(/facets: no slices measured/);
  });

  it('falls back on the run mean for a row measured without the bare route around it', () => {
    expect(shareOfBare(row('reviews', 2100), row('bare', 10_500))).toBeCloseTo(20);
  });
});

describe('growth between sizes', () => {
  it('cancels a slow spell that falls on both sizes of a round', () => {
    // The same cost at both sizes; in round 2 the machine runs at half speed for both.
    const small = rowOfSlices(scenario('facets'), [slice(load(2000, 1, 60), 10_000, 10_000), slice(load(1000, 1, 30), 5000, 5000)]);
    const large = rowOfSlices(scenario('facets'), [slice(load(2000, 1, 60), 10_000, 10_000), slice(load(1000, 1, 30), 5000, 5000)]);
    const table = growthMarkdown([
      { info: info(1000, 2), rows: [small], bare: row('bare', 7500) },
      { info: info(100_000, 2), rows: [large], bare: row('bare', 7500) },
    ]);
    expect(table).toMatch(/\| facets \| 20\.0% \| 20\.0% \|.*\| 1\.00× \| 1\.00, 1\.00 \| 300 → 300 \(1\.00×\) \| ok \(≤ 1\.5×\) \|/);
  });

  it('shows each round and misses the budget when the large size costs twice as much', () => {
    const small = rowOfSlices(scenario('search'), [slice(load(2000, 1), 10_000, 10_000), slice(load(2000, 1), 10_000, 10_000)]);
    const large = rowOfSlices(scenario('search'), [slice(load(1000, 1), 10_000, 10_000), slice(load(800, 1), 10_000, 10_000)]);
    const table = growthMarkdown([
      { info: info(1000, 2), rows: [small], bare: row('bare', 10_000) },
      { info: info(100_000, 2), rows: [large], bare: row('bare', 10_000) },
    ]);
    expect(table).toMatch(/\| search \| 20\.0% \| 9\.0% \|.*\| 2\.22× \| 2\.00, 2\.50 \|.*\| MISSED \(≤ 1\.5×\) \|/);
  });

  it('shows no rounds for sizes measured in one slice each', () => {
    const small = rowOfSlices(scenario('facets'), [slice(load(2000, 1), 10_000, 10_000)]);
    const large = rowOfSlices(scenario('facets'), [slice(load(1500, 1), 10_000, 10_000)]);
    const table = growthMarkdown([
      { info: info(1000, 1), rows: [small], bare: row('bare', 10_000) },
      { info: info(100_000, 1), rows: [large], bare: row('bare', 10_000) },
    ]);
    expect(table).toMatch(/\| facets \| 20\.0% \| 15\.0% \|.*\| 1\.33× \| — \|/);
  });
});

describe('the report', () => {
  it('says how long each scenario warmed up', () => {
    const facets = rowOfSlices(scenario('facets'), [slice(load(2000, 1), 10_000, 10_000)]);
    const text = reportMarkdown(info(100_000, 1), [facets], row('bare', 10_000));
    expect(text).toContain('10 s per scenario after a 3 s warm-up (checkout (orders/s): 10 s);');
  });
});

describe('CPU per request', () => {
  it('is the server CPU time over the answers, in µs', () => {
    expect(cpuPerRequest(row('facets', 2000, 50))).toBeCloseTo(250);
    expect(cpuPerRequest(row('facets', 2000))).toBeNaN();
  });
});

describe('CPU per order', () => {
  it("shares each process's CPU out over the orders placed, and adds them up", () => {
    // 200 orders/s; the API at 50 % of a core is 2,500 µs an order, PostgreSQL at 70 % 3,500 µs.
    const card = { ...row('card', 200, 50), providerCpu: 20, databaseCpu: 70, loadCpu: 10 };
    const onDelivery = { ...row('on delivery', 400, 60), databaseCpu: 100, loadCpu: 8 };
    const table = cpuPerOrder([onDelivery, card]);
    expect(table).toContain('| on delivery | 1,500 | 0 | 2,500 | 200 | 4,200 |');
    expect(table).toContain('| card | 2,500 | 1,000 | 3,500 | 500 | 7,500 |');
  });

  it('says it does not know what was not measured', () => {
    expect(cpuPerOrder([row('pglite', 100, 50)])).toContain('| pglite | 5,000 | 0 | — | — | — |');
  });
});
