import { describe, expect, it } from 'vitest';
import { cpuPerRequest, growthMarkdown, type Row, type RunInfo, shareOfBare, withBareAround } from './report.js';

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

const info = (products: number, bareSamples: number[]): RunInfo => ({
  date: '2026-11-24T00:00:00.000Z',
  products,
  dbKind: 'postgres',
  dbVersion: 'PostgreSQL 15',
  catalogue: '',
  generationSeconds: 1,
  connections: 20,
  duration: 10,
  warmup: 3,
  cache: false,
  load: [0, 0],
  bareSamples,
});

describe('shares of the bare route', () => {
  it('divides each scenario by the bare measurements just before and after it', () => {
    const rows = withBareAround([row('search', 2000), row('facets', 3000)], [12_000, 8000, 12_000, 10_000]);
    expect(rows.map((r) => r.bareAround)).toEqual([10_000, 11_000]);
    const runMean = row('bare', 10_500);
    expect(shareOfBare(rows[0] as Row, runMean)).toBeCloseTo(20);
    expect(shareOfBare(rows[1] as Row, runMean)).toBeCloseTo((3000 / 11_000) * 100);
    // A row without measurements around it falls back on the run's mean.
    expect(shareOfBare(row('reviews', 2100), runMean)).toBeCloseTo(20);
  });

  it('refuses samples that do not surround every scenario', () => {
    expect(() => withBareAround([row('search', 2000)], [12_000, 8000])).toThrow(/need 3 bare measurements/);
  });

  it('cancels a machine that slows down between sizes', () => {
    // The same cost at both sizes on a machine half as fast during the large run: no growth.
    const small = {
      info: info(1000, [10_000, 10_000, 10_000]),
      rows: withBareAround([row('facets', 2000, 60)], [10_000, 10_000, 10_000]),
      bare: row('bare', 10_000),
    };
    const large = {
      info: info(100_000, [5000, 5000, 5000]),
      rows: withBareAround([row('facets', 1000, 30)], [5000, 5000, 5000]),
      bare: row('bare', 5000),
    };
    const table = growthMarkdown([small, large]);
    expect(table).toMatch(/\| facets \| 20\.0% \| 20\.0% \|.*\| 1\.00× \| 300 → 300 \(1\.00×\) \| ok \(≤ 1\.5×\) \|/);
  });
});

describe('CPU per request', () => {
  it('is the server CPU time over the answers, in µs', () => {
    expect(cpuPerRequest(row('facets', 2000, 50))).toBeCloseTo(250);
    expect(cpuPerRequest(row('facets', 2000))).toBeNaN();
  });
});
