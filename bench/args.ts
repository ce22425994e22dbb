import { parseArgs } from 'node:util';
import type { DbKind } from './bench-database.js';

export interface BenchArgs {
  /** One run per size; two or more also print how each scenario's cost grows. */
  sizes: number[];
  db: DbKind;
  duration: number;
  connections: number;
  warmup: number;
  only: string[] | null;
  keep: boolean;
  seed: number;
  /** Shared answers (catalogue and dashboard caching) on, as served, or off to measure every query. */
  cache: boolean;
  /** PostgreSQL databases kept by earlier --keep runs: measured as they are, nothing generated. */
  urls: string[];
  /**
   * Slices each scenario is measured in per size: with two or more sizes, every size's server runs
   * at once and the rounds alternate between them; the checkout scenarios, whose budgets compare
   * their rates, take turns slice by slice. Null when not given: 4 then, and 1 for one size with at
   * most one checkout (run.ts roundsOf).
   */
  rounds: number | null;
  /**
   * Where the sandbox payment provider runs: `apart`, a process of its own as a real provider does
   * (the shop reaches it at PAYMENTS_SANDBOX_URL; the load posts cards to it as browsers do), or
   * `inside` the API server, the embedded default.
   */
  sandbox: 'apart' | 'inside';
}

export const USAGE = `npm run bench -- [options]

  --products N[,N…]   catalogue size(s), e.g. 1000 or 1000,100000 (default 1000)
  --db postgres|pglite  default: postgres when DATABASE_URL is set, else pglite
  --duration S        measured seconds per scenario (default 10)
  --connections N     concurrent connections (default 20)
  --warmup S          warm-up seconds per scenario, not measured (default 3)
  --only a,b          run only these scenarios (names below; the bare route always runs)
  --seed N            catalogue seed (default 1)
  --keep              keep the generated database (its location is printed)
  --cache on|off      shared answers (the server's few-second catalogue and dashboard cache,
                      CACHE_SECONDS); off makes every request query the database (default on)
  --url URL[,URL…]    run on PostgreSQL databases kept by earlier --keep runs instead of
                      generating (each one's size is its product count; they are kept; checkouts add orders)
  --rounds N          each scenario is measured in N rounds of slices, alternating which goes first,
                      so the machine's slow spells fall on all alike: with two or more sizes (or
                      URLs) every size's server runs at once and the sizes take turns; the checkout
                      scenarios, whose budgets compare their rates, take turns with each other
                      (default 4; 1 for one size and at most one checkout scenario)
  --sandbox apart|inside  the card checkout's sandbox provider: a process of its own, as a real
                      provider is, with the cards posted to it (default on PostgreSQL), or inside
                      the API server (default, and the only choice, on PGlite)`;

function positive(name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) throw new Error(`--${name} must be a positive number, got "${value}"`);
  return n;
}

export function parseBenchArgs(argv: string[]): BenchArgs | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      db: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      only: { type: 'string' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
      cache: { type: 'string' },
      url: { type: 'string' },
      rounds: { type: 'string' },
      sandbox: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const db = values.url ? 'postgres' : (values.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite'));
  if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db must be postgres or pglite, got "${db}"`);
  const cache = values.cache ?? 'on';
  if (cache !== 'on' && cache !== 'off') throw new Error(`--cache must be on or off, got "${cache}"`);
  const sandbox = values.sandbox ?? (db === 'postgres' ? 'apart' : 'inside');
  if (sandbox !== 'apart' && sandbox !== 'inside') throw new Error(`--sandbox must be apart or inside, got "${sandbox}"`);
  const sizes = (values.products ?? '1000').split(',').map((s) => Math.floor(positive('products', s.trim(), 1000)));
  const urls = (values.url ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const only = values.only
    ? values.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  return {
    sizes,
    db,
    duration: positive('duration', values.duration, 10),
    connections: Math.floor(positive('connections', values.connections, 20)),
    warmup: positive('warmup', values.warmup, 3, true),
    only,
    keep: values.keep ?? false,
    seed: Math.floor(positive('seed', values.seed, 1)),
    cache: cache === 'on',
    urls,
    rounds: values.rounds === undefined ? null : Math.floor(positive('rounds', values.rounds, 4)),
    sandbox,
  };
}
