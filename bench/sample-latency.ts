import { performance } from 'node:perf_hooks';
import { percentile } from './load.js';

/** 50 unmeasured calls, then `samples` measured ones, one at a time; `run(i)` is the i-th call. p50/p99/max in ms. */
export async function sampleLatency(run: (i: number) => Promise<unknown>, samples: number) {
  for (let i = 0; i < 50; i++) await run(i);
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const s = performance.now();
    await run(i);
    ms.push(performance.now() - s);
  }
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
}
