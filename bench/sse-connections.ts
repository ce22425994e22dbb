/**
 * npm run sse -w bench [-- <connections>]: how many open event streams (GET /api/events) one
 * instance holds, and the memory each costs. Starts the production server on a fresh embedded
 * database, signs up vendors (a vendor may hold 20 streams on one instance), opens the streams
 * (1,000 by default), each with its own ticket, and reads the server's resident memory (VmRSS)
 * before and after. Then one order is placed with the first vendor: every one of its streams must
 * hear of it, so the streams are not just open but working. Figures go to docs/performance.md.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { killAll, startApiServer } from './processes.js';

const STREAMS_PER_VENDOR = 20;
const connections = Number(process.argv[2] ?? 1000);

const rssKiB = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signUp(base: string, role: 'buyer' | 'vendor', n: number): Promise<string> {
  const email = `sse-${role}-${n}@bench.test`;
  const password = 'bench password';
  await call(base, 'POST', '/api/registration/register', {
    fullName: `Bench ${role} ${n}`,
    email,
    password,
    role,
    ...(role === 'vendor' ? { vendorName: `Bench Shop ${n}` } : { preferences: 'female' }),
    addressLine1: '1 Bench Road',
    city: 'Springfield',
    postalCode: '12345',
    country: 'USA',
  });
  return (await call<{ token: string }>(base, 'POST', '/api/registration/login', { email, password })).token;
}

/** An open stream: resolves once the server has answered 200; `heard` counts events on it. */
function openStream(base: string, ticket: string): Promise<{ heard: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    let events = 0;
    const req = http.get(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        events += chunk.split('event: ').length - 1;
      });
      resolve({ heard: () => events, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/** How long after a checkout the vendor's `streams` all heard of the order (ms); throws past 10 s. */
async function timeOrderHeard(url: string, vendor: string, buyer: string, streams: Stream[]): Promise<number> {
  const product = await call<{ productId: number }>(
    url,
    'POST',
    '/api/vendors/addProduct',
    {
      productName: 'Bench Shirt',
      description: 'A shirt.',
      price: 10,
      stockQuantity: 5,
      categoryName: 'female',
      subCategoryName: 'clothes',
      imageUrl: '',
    },
    vendor,
  );
  await call(url, 'POST', '/api/buyer/cart/add', { productId: product.productId, quantity: 1 }, buyer);
  const placed = performance.now();
  await call(url, 'POST', '/api/buyer/cart/checkout', {}, buyer);
  while (streams.some((s) => s.heard() < 1)) {
    if (performance.now() - placed > 10_000) throw new Error('not every stream of the vendor heard of the order');
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - placed;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-sse-'));
  // Every stream leaves from this one address: lift the per-client cap (50 by default) and the instance's (5,000).
  const server = await startApiServer({ DATA_DIR: dir }, true, {
    MAIL_WORKER: 'off',
    EVENT_STREAMS_PER_CLIENT: String(connections + 100),
    EVENT_STREAMS_MAX: String(connections + 100),
  });
  try {
    const vendors: string[] = [];
    for (let i = 0; i < Math.ceil(connections / STREAMS_PER_VENDOR); i++) vendors.push(await signUp(server.url, 'vendor', i));
    const buyer = await signUp(server.url, 'buyer', 0);
    // Tickets live 30 s: each batch takes its own just before opening.
    const ticketsFor = (from: number, to: number) =>
      Promise.all(
        Array.from({ length: to - from }, (_, k) =>
          call<{ ticket: string }>(
            server.url,
            'POST',
            '/api/events/ticket',
            undefined,
            vendors[Math.floor((from + k) / STREAMS_PER_VENDOR)],
          ).then((r) => r.ticket),
        ),
      );
    // A few streams first, so the code paths they use are loaded before the baseline is read.
    const warm = await Promise.all((await ticketsFor(0, 5)).map((t) => openStream(server.url, t)));
    for (const s of warm) s.close();
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssKiB(server.pid);

    const started = performance.now();
    const streams = [];
    for (let i = 0; i < connections; i += 100) {
      const tickets = await ticketsFor(i, Math.min(i + 100, connections));
      streams.push(...(await Promise.all(tickets.map((t) => openStream(server.url, t)))));
    }
    const openMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssKiB(server.pid);

    const health = performance.now();
    await call(server.url, 'GET', '/api/health');
    const healthMs = performance.now() - health;

    const first = streams.slice(0, Math.min(STREAMS_PER_VENDOR, connections));
    const heardMs = await timeOrderHeard(server.url, vendors[0] as string, buyer, first);
    const others = streams.slice(first.length).filter((s) => s.heard() > 0).length;
    for (const s of streams) s.close();

    console.log(`\nSSE streams on one instance (PGlite, production build)\n`);
    console.log(
      `| open streams | server RSS before | after | per stream | open time (tickets included) | /api/health with all open | order heard by its vendor's ${first.length} streams | others that heard it |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${streams.length} | ${(before / 1024).toFixed(1)} MiB | ${(after / 1024).toFixed(1)} MiB | ${((after - before) / streams.length).toFixed(1)} KiB | ${openMs.toFixed(0)} ms | ${healthMs.toFixed(1)} ms | ${heardMs.toFixed(0)} ms | ${others} |`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.on('exit', killAll);
main().catch((err: unknown) => {
  console.error(err);
  killAll();
  process.exit(1);
});
