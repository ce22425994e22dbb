import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const benchDir = import.meta.dirname;
/**
 * The checkout whose server is measured: this one, or BENCH_CHECKOUT (another checkout's root, say
 * an older commit's worktree) to compare two versions of the server on the same catalogues and host.
 */
const checkout = path.resolve(process.env.BENCH_CHECKOUT ?? path.join(benchDir, '..'));
const serverDir = path.join(checkout, 'server');
const buildScript = path.join(checkout, 'scripts/build-server.mjs');

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

export interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every child still running (exit, Ctrl-C, a failed run). */
export function killAll(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const address = srv.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  srv.close();
  return port;
}

/** Starts `node <args>` and waits until `health` answers. */
async function startChild(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, health: string): Promise<Child> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API server during a run
  // (BENCH_SANDBOX_NODE_ARGS the sandbox provider's own process).
  const given = { server: process.env.BENCH_SERVER_NODE_ARGS, sandbox: process.env.BENCH_SANDBOX_NODE_ARGS }[name];
  const nodeArgs = (given ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => running.delete(child));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Warnings and errors the server logs during the run (pino writes to stdout) are worth seeing.
  child.stdout?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  return {
    url: new URL(health).origin,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The production server on the bench database, compiled and run as `npm start` runs it. */
export async function startApiServer(
  dbEnv: { DATABASE_URL?: string; DATA_DIR?: string },
  cache = true,
  extraEnv: Record<string, string> = {},
): Promise<Child> {
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const env = {
    ...inherited,
    ...dbEnv,
    // Not 'production': the card checkout is measured against the sandbox provider, which production refuses.
    NODE_ENV: 'benchmark',
    PAYMENTS_PROVIDER: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'off',
    RATE_LIMIT: 'off',
    // Load and journeys check out again and again as the same buyers; the limit has its own tests.
    PAY_ON_DELIVERY_LIMIT: '999999999',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    // Production needs SMTP_URL to send mail; the bench sends none.
    MAIL_WORKER: 'off',
    WEB_DIST: '/nonexistent-web-dist',
    ...(cache ? {} : { CACHE_SECONDS: '0' }),
    ...extraEnv,
  };
  const build = spawnSync(process.execPath, [buildScript], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  return startChild('server', ['dist/main.js'], serverDir, env, `http://127.0.0.1:${port}/api/health`);
}

/** The sandbox provider's and the shop's shared secret when the sandbox runs apart. */
export const BENCH_PSP_SECRET = 'bench-sandbox-secret-that-is-long-enough';

/**
 * The sandbox payment provider in a process of its own (`server/dist/sandbox.js`, built with the
 * server), as a real provider runs apart from the shop: its tables in the bench database, its
 * webhooks sent to `shopUrl`. Start the API server first (it migrates), with
 * PAYMENTS_SANDBOX_URL set to this one's address (`port`) and PAYMENTS_WEBHOOK_SECRET to BENCH_PSP_SECRET.
 */
export async function startSandboxServer(dbEnv: { DATABASE_URL?: string }, port: number, shopUrl: string): Promise<Child> {
  if (!dbEnv.DATABASE_URL) throw new Error('the sandbox runs apart only on PostgreSQL (--sandbox inside for PGlite)');
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATABASE_URL: dbEnv.DATABASE_URL,
    NODE_ENV: 'benchmark',
    PAYMENTS_PROVIDER: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAYMENTS_WEBHOOK_SECRET: BENCH_PSP_SECRET,
    PAYMENTS_SHOP_URL: shopUrl,
  };
  return startChild('sandbox', ['dist/sandbox.js'], serverDir, env, `http://127.0.0.1:${port}/psp/health`);
}

/** The bare Fastify route answering the saved 48-product list. */
export async function startBareServer(listFile: string): Promise<Child> {
  const port = await freePort();
  return startChild(
    'bare',
    ['--import', 'tsx', 'bare-server.ts', String(port), listFile],
    benchDir,
    process.env,
    `http://127.0.0.1:${port}/health`,
  );
}
