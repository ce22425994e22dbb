import { readdir, readFile } from 'node:fs/promises';
import autocannon, { type Client, type Request } from 'autocannon';

/** One HTTP call of a scenario; `loop` counts this connection's finished rounds. */
export interface Step {
  /** Responses are tallied per kind (checkout counts only its "checkout" step). */
  kind: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (conn: number, loop: number) => string;
  body?: (conn: number, loop: number) => unknown;
  /** Bearer token of this connection in this round, if any. */
  token?: (conn: number, loop: number) => string | undefined;
  /** Reads what a later step of this connection needs from the answer (a card token). */
  remember?: (conn: number, body: string) => void;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  /** Server process whose CPU time is sampled during the measured run. */
  serverPid?: number;
  /** A process of the provider's (the sandbox run apart) whose CPU time is sampled too. */
  providerPid?: number;
  /**
   * Rounds each connection has finished, kept across calls: a scenario measured in slices
   * (interleaved sizes) carries on its walk through the questions instead of starting it again.
   */
  walk?: number[];
}

export interface KindStats {
  count: number;
  ok: number;
  /** Status code → responses, for the non-2xx ones. */
  failures: Record<number, number>;
  latencies: number[];
  /** Different questions answered (method, path and body), so a run shows how much it really varied. */
  questions: Set<string>;
}

export interface LoadResult {
  seconds: number;
  /** Connection errors and timeouts (no response at all). */
  socketErrors: number;
  kinds: Record<string, KindStats>;
  /** Server process CPU time over wall time, in % of one core. */
  serverCpu?: number;
  /** The provider's process, likewise. */
  providerCpu?: number;
  /** Every PostgreSQL process on this machine (backends and background workers), likewise. */
  databaseCpu?: number;
  /** This load generator's own process (its HTTP clients, the card token pool), likewise. */
  loadCpu?: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
async function cpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds every process named `postgres` has used so far (Linux); undefined elsewhere, or with
 * none on this machine (PGlite runs inside the API server). A backend that exits during the slice
 * takes its time with it, so this can only fall short.
 */
async function databaseCpuSeconds(): Promise<number | undefined> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const used = await Promise.all(
    pids.map(async (pid) => {
      const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
      return comm.trim() === 'postgres' ? await cpuSeconds(Number(pid)) : undefined;
    }),
  );
  const found = used.filter((s): s is number => s !== undefined);
  return found.length > 0 ? found.reduce((sum, s) => sum + s, 0) : undefined;
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Runs the steps in a loop on every connection: once for the warm-up (discarded), then measured.
 * Each connection gets its own copy of the steps, so it keeps its own token and counters. The
 * measured run carries on from the round each connection reached in the warm-up, so it asks new
 * questions rather than the ones the warm-up has just left in the server's cache.
 */
export async function runLoad(steps: Step[], opts: LoadOptions): Promise<LoadResult> {
  const rounds = opts.walk ?? [];
  if (opts.warmup > 0) {
    await drive(steps, { ...opts, duration: opts.warmup }, rounds);
    // Requests the warm-up left in flight are still served after it stops; one second lets them
    // finish, so a warm-up checkout cannot empty the cart the measured run has just filled.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return drive(steps, opts, rounds);
}

/** `rounds[conn]`: the rounds connection conn has finished so far, kept across drives. */
async function drive(steps: Step[], opts: LoadOptions, rounds: number[]): Promise<LoadResult> {
  const kinds: Record<string, KindStats> = {};
  for (const s of steps) kinds[s.kind] ??= { count: 0, ok: 0, failures: {}, latencies: [], questions: new Set() };
  let nextConn = 0;

  const setupClient = (client: Client) => {
    const conn = nextConn++;
    rounds[conn] ??= 0;
    let lastKind = steps[0]?.kind ?? '';
    let lastStatus = 0;
    let lastQuestion = '';
    const asked: string[] = [];
    const requests: Request[] = steps.map((step, i) => {
      const headers: Record<string, string> = {};
      if (step.body) headers['content-type'] = 'application/json';
      return {
        method: step.method,
        headers,
        setupRequest: (req) => {
          const loop = rounds[conn] ?? 0;
          const token = step.token?.(conn, loop);
          req.headers = token ? { ...headers, authorization: `Bearer ${token}` } : headers;
          req.path = step.path(conn, loop);
          if (step.body) req.body = JSON.stringify(step.body(conn, loop));
          asked[i] = `${step.method} ${req.path} ${req.body ?? ''}`;
          return req;
        },
        onResponse: (status, body) => {
          if (step.remember && status < 300) step.remember(conn, body);
          lastKind = step.kind;
          lastStatus = status;
          lastQuestion = asked[i] ?? '';
          if (i === steps.length - 1) rounds[conn] = (rounds[conn] ?? 0) + 1;
        },
      };
    });
    client.setRequests(requests);
    client.on('response', (_status, _bytes, durationMs) => {
      const k = kinds[lastKind];
      if (!k) return;
      k.count += 1;
      k.latencies.push(durationMs);
      k.questions.add(lastQuestion);
      if (lastStatus >= 200 && lastStatus < 300) k.ok += 1;
      else k.failures[lastStatus] = (k.failures[lastStatus] ?? 0) + 1;
    });
  };

  const cpuBefore = opts.serverPid ? await cpuSeconds(opts.serverPid) : undefined;
  const providerBefore = opts.providerPid ? await cpuSeconds(opts.providerPid) : undefined;
  const databaseBefore = await databaseCpuSeconds();
  const loadBefore = ownCpuSeconds();
  const wallBefore = performance.now();
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    requests: steps.map((s) => ({ method: s.method })),
    setupClient,
  });
  const wall = (performance.now() - wallBefore) / 1000;
  const cpuAfter = opts.serverPid ? await cpuSeconds(opts.serverPid) : undefined;
  const providerAfter = opts.providerPid ? await cpuSeconds(opts.providerPid) : undefined;
  const loadAfter = ownCpuSeconds();
  const databaseAfter = await databaseCpuSeconds();
  const share = (before?: number, after?: number) =>
    before !== undefined && after !== undefined ? ((after - before) / wall) * 100 : undefined;
  return {
    seconds: result.duration,
    socketErrors: result.errors, // autocannon counts timeouts among its errors
    kinds,
    serverCpu: share(cpuBefore, cpuAfter),
    providerCpu: share(providerBefore, providerAfter),
    databaseCpu: share(databaseBefore, databaseAfter),
    loadCpu: share(loadBefore, loadAfter),
  };
}

/**
 * Several measured slices of one scenario on one server as one result: counts, latencies and
 * questions pooled, seconds added, the server's CPU weighted by each slice's length.
 */
export function mergeLoads(results: readonly LoadResult[]): LoadResult {
  const kinds: Record<string, KindStats> = {};
  let seconds = 0;
  let socketErrors = 0;
  const cpus = { serverCpu: 0, providerCpu: 0, databaseCpu: 0, loadCpu: 0 };
  const known = {
    serverCpu: results.length > 0,
    providerCpu: results.length > 0,
    databaseCpu: results.length > 0,
    loadCpu: results.length > 0,
  };
  for (const r of results) {
    seconds += r.seconds;
    socketErrors += r.socketErrors;
    for (const key of Object.keys(cpus) as (keyof typeof cpus)[]) {
      const used = r[key];
      if (used === undefined) known[key] = false;
      else cpus[key] += (used / 100) * r.seconds;
    }
    for (const [name, k] of Object.entries(r.kinds)) {
      const into = kinds[name] ?? { count: 0, ok: 0, failures: {}, latencies: [], questions: new Set<string>() };
      kinds[name] = into;
      into.count += k.count;
      into.ok += k.ok;
      for (const [status, n] of Object.entries(k.failures)) into.failures[Number(status)] = (into.failures[Number(status)] ?? 0) + n;
      for (const l of k.latencies) into.latencies.push(l);
      for (const q of k.questions) into.questions.add(q);
    }
  }
  const pooled = (known: boolean, cpu: number) => (known && seconds > 0 ? (cpu / seconds) * 100 : undefined);
  return {
    seconds,
    socketErrors,
    kinds,
    serverCpu: pooled(known.serverCpu, cpus.serverCpu),
    providerCpu: pooled(known.providerCpu, cpus.providerCpu),
    databaseCpu: pooled(known.databaseCpu, cpus.databaseCpu),
    loadCpu: pooled(known.loadCpu, cpus.loadCpu),
  };
}

/** The p-th percentile (0–100) of the values, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
