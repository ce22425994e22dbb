import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { adminEntry, sandboxEntry, serverEntry } from '../../../scripts/lib.mjs';

const serverDir = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Whether a port on 127.0.0.1 can be listened on now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports, below Linux's ephemeral range (32768 and up), where
 * the outgoing connections of PostgreSQL, Redis and HTTP clients take theirs: a free port from the
 * system is free itself, but its neighbours may be some connection's own end.
 */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * (12_000 - count));
    let all = true;
    for (let i = 0; i < count && all; i++) all = await bindable(first + i);
    if (all) return first;
  }
  throw new Error(`no ${count} consecutive free ports between 20000 and 32000`);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process has printed so far. */
  output(): string;
  /** SIGKILL: no shutdown hooks, no flush. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The compiled file of a server entry, as `npm start` runs it (server/dist, built from these
 * sources once per run by test/global-setup.ts): a start loads a few bundled modules instead of
 * transpiling every source file.
 */
export const BUILT = { server: serverEntry, sandbox: sandboxEntry, admin: adminEntry } as const;

/**
 * Starts the real server (server/dist/main.js) as its own process and waits until it answers; or
 * another entry (the sandbox provider's own) answering at its `health` path.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { entry = 'server', health = '/api/health', port: given }: { entry?: keyof typeof BUILT; health?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = given ?? (await freePort());
  const child = spawn(process.execPath, [BUILT[entry]], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED: 'off',
      RATE_LIMIT: 'off',
      JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}${health}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** JSON over real HTTP. */
export async function http(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let seq = 0;
export async function makeUser(base: string, role: 'buyer' | 'vendor'): Promise<{ id: number; token: string; email: string }> {
  const email = `${role}-${process.pid}-${Date.now()}-${seq++}@example.test`;
  const password = 'process test password';
  const reg = await http(base, 'POST', '/api/registration/register', undefined, {
    fullName: `P ${role}`,
    email,
    password,
    role,
    ...(role === 'buyer' ? { preferences: 'male' } : { vendorName: `Proc Store ${seq}` }),
    addressLine1: '1 Proc St',
    city: 'Proc',
    postalCode: '1',
    country: 'PC',
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await http(base, 'POST', '/api/registration/login', undefined, { email, password });
  return { id: login.body.userId, token: login.body.token, email };
}

/** A vendor's product of one size, with `stockQuantity` units, over real HTTP; its id. */
export async function makeProduct(base: string, vendorToken: string, productName: string, stockQuantity: number): Promise<number> {
  const res = await http(base, 'POST', '/api/vendors/addProduct', vendorToken, {
    productName,
    description: `${productName}, made by a process test.`,
    price: 20,
    stockQuantity,
    categoryName: 'female',
    subCategoryName: 'shoes',
  });
  if (res.status !== 201) throw new Error(`addProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.productId;
}
