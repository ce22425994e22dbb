/**
 * npm run starvation -w bench: can one client's flood of expensive questions starve everyone else?
 * Starts the production server on a fresh embedded database with the demo shop, then, once with the
 * per-client limits off and once on: client A (from 127.0.0.2) sends 500 different searches at
 * once while client B (from 127.0.0.1) reads product pages, two at a time. Prints B's latencies and
 * what A got back. Figures go to docs/security.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ADJECTIVES, COLOUR_ENTRIES, KIND_ENTRIES, MATERIALS } from './catalogue-words.js';
import { killAll, startApiServer } from './processes.js';

const FLOOD = 500;
const PAGES_IN_FLIGHT = 2;

function get(base: string, url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${base}${url}`, { localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** 500 different questions built from the catalogue's own words, so no answer is kept for another. */
function searches(): string[] {
  const words = [...ADJECTIVES, ...MATERIALS, ...COLOUR_ENTRIES.map((c) => c.label), ...KIND_ENTRIES.map((k) => k.noun)];
  const out = new Set<string>();
  for (let i = 0; out.size < FLOOD; i++)
    out.add(`${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]}`.toLowerCase());
  return [...out];
}

async function measure(limits: boolean): Promise<string> {
  console.log(`per-client limits ${limits ? 'on' : 'off'}: starting the server`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-starvation-'));
  const server = await startApiServer({ DATA_DIR: dir }, true, { SEED: 'demo', RATE_LIMIT: limits ? 'on' : 'off' });
  try {
    // B alone first, over the pages it will read during the flood.
    const quiet: number[] = [];
    for (let id = 1; id <= 150; id++) quiet.push((await get(server.url, `/api/buyer/product/${id}`, '127.0.0.1')).ms);
    let flooding = true;
    const pageTimes: number[] = [];
    const reader = async (lane: number) => {
      for (let i = lane; flooding; i += PAGES_IN_FLIGHT) {
        const r = await get(server.url, `/api/buyer/product/${(i % 150) + 1}`, '127.0.0.1');
        if (r.status === 200) pageTimes.push(r.ms);
      }
    };
    const readers = Array.from({ length: PAGES_IN_FLIGHT }, (_, lane) => reader(lane));
    console.log('flooding');
    const floodStart = performance.now();
    const flood = await Promise.all(
      searches().map((q) => get(server.url, `/api/buyer/search?searchTerm=${encodeURIComponent(q)}`, '127.0.0.2')),
    );
    const floodMs = performance.now() - floodStart;
    flooding = false;
    await Promise.all(readers);
    const answered = flood.filter((r) => r.status === 200).length;
    const refused = flood.filter((r) => r.status === 429).length;
    const row = (label: string, times: number[]) =>
      `${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`;
    return `| ${limits ? 'on' : 'off'} | ${answered} | ${refused} | ${(floodMs / 1000).toFixed(1)} | ${row('alone', quiet)}\n| ${limits ? 'on' : 'off'} | ${answered} | ${refused} | ${(floodMs / 1000).toFixed(1)} | ${row('during the flood', pageTimes)}`;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const rows = [await measure(false), await measure(true)];
  console.log(
    '\n| per-client limits | A: searches answered | A: refused (429) | flood s | B reads product pages | pages read | B p50 ms | B p99 ms | B max ms |',
  );
  console.log('|---|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  killAll();
}
