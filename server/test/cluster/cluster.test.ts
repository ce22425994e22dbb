import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { API_MESSAGES, BUYER_ORDER_STATUS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client.js';
import { integrityViolations } from '../processes/integrity.js';
import { freePort, freePortRun, makeUser } from '../processes/server-process.js';
import sharp from 'sharp';
import { startRedis, type TestRedis, until } from '../redis-server.js';
import { startSmtp, type TestSmtp } from '../smtp.js';
import { createPostgresDatabase } from '../test-db.js';
import { imageForm } from '../uploads.js';

/**
 * `npm run cluster -- --instances 3` as an operator runs it: three production instances behind
 * nginx on one PostgreSQL and one Redis (the test's own), driven over real HTTP through nginx.
 * Its own suite (`npm test` → cluster); needs DATABASE_URL.
 */
const repo = path.resolve(import.meta.dirname, '../../..');

interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON as JSON.parse answers it (or the text when it is not JSON). */
  body: ReturnType<typeof JSON.parse>;
}

describe('three instances behind nginx', () => {
  let drop: () => Promise<void>;
  let redis: TestRedis;
  let smtp: TestSmtp;
  let db: Database;
  let cluster: ChildProcess;
  let output = '';
  let base = '';
  const pids = new Map<number, number>();

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    redis = await startRedis();
    smtp = await startSmtp();
    const port = await freePort();
    // The instances listen on firstPort, firstPort + 1 and firstPort + 2.
    const firstPort = await freePortRun(3);
    cluster = spawn(
      process.execPath,
      ['scripts/cluster.mjs', '--instances', '3', '--port', String(port), '--first-port', String(firstPort)],
      {
        cwd: repo,
        env: {
          ...process.env,
          DATABASE_URL: created.url,
          REDIS_URL: redis.url,
          SMTP_URL: smtp.url,
          SEED: 'off',
          RATE_LIMIT: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cluster.stdout?.on('data', (d) => (output += d));
    cluster.stderr?.on('data', (d) => (output += d));
    await until(
      () => /Seamline is ready at http:\/\/localhost:(\d+) {2}\(3 instances/.test(output) || cluster.exitCode !== null,
      'the cluster ready',
      12_000,
    );
    if (cluster.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
    base = `http://127.0.0.1:${port}`;
    for (const m of output.matchAll(/^instance (\d): pid (\d+) on /gm)) pids.set(Number(m[1]), Number(m[2]));
    db = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  }, 600_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGINT');
      await new Promise((r) => cluster.once('exit', r));
    }
    await db?.close();
    await smtp?.stop();
    await redis?.stop();
    await drop?.();
  });

  async function call(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (the web app's page)
    }
    return { status: res.status, headers: res.headers, body };
  }

  const productInput = (over: Record<string, unknown> = {}) => ({
    productName: `Cluster Jacket ${Date.now()}`,
    description: 'Sold through nginx.',
    price: 10,
    stockQuantity: 10_000,
    categoryName: 'male',
    subCategoryName: 'clothes',
    imageUrl: '/images/catalog/sneakers/white.svg',
    ...over,
  });

  it('starts three instances and nginx, each its own process', () => {
    expect([...pids.keys()].sort()).toEqual([1, 2, 3]);
    expect(new Set(pids.values()).size).toBe(3);
  });

  it('answers the API through nginx as one server does', async () => {
    expect((await call('GET', '/api/health')).body).toEqual({ status: 'ok' });
    const vendor = await makeUser(base, 'vendor');
    const buyer = await makeUser(base, 'buyer');
    const login = await call('POST', '/api/registration/login', { body: { email: 'nobody@example.test', password: 'wrong password' } });
    expect(login.status).toBe(401);

    const refused = await call('POST', '/api/vendors/addProduct', { token: vendor.token, body: productInput({ price: -1 }) });
    expect(refused.status).toBe(400);
    expect(typeof refused.body.message).toBe('string');
    const added = await call('POST', '/api/vendors/addProduct', {
      token: vendor.token,
      body: productInput({ productName: 'Nginx Parka', price: 12.5, stockQuantity: 3 }),
    });
    expect(added.status).toBe(201);
    const productId = added.body.productId as number;

    // Written through one instance, read through whichever nginx picks: the same everywhere.
    for (let i = 0; i < 6; i++) {
      const page = await call('GET', `/api/buyer/product/${productId}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ productName: 'Nginx Parka', price: 12.5, stockQuantity: 3 });
    }
    expect((await call('GET', '/api/buyer/product/99999999')).status).toBe(404);
    const search = await call('GET', '/api/buyer/search?searchTerm=nginx%20parka');
    expect(search.status).toBe(200);
    expect(search.headers.get('x-total-count')).toBe('1');
    expect((await call('GET', '/api/buyer/cart')).status).toBe(401);

    expect((await call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId, quantity: 2 } })).status).toBe(200);
    const cart = await call('GET', '/api/buyer/cart', { token: buyer.token });
    const stale = await call('POST', '/api/buyer/cart/checkout', { token: buyer.token, headers: { 'if-match': '"0"' } });
    expect(stale.status).toBe(409);
    const placed = await call('POST', '/api/buyer/cart/checkout', {
      token: buyer.token,
      headers: { 'if-match': cart.headers.get('etag') ?? '' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe(API_MESSAGES.orderPlaced);
    const [orderId] = placed.body.orderIds as number[];
    expect((await call('GET', `/api/buyer/product/${productId}`)).body.stockQuantity).toBe(1);

    expect(
      (await call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status: 'processing' } })).status,
    ).toBe(200);
    const orders = await call('GET', '/api/buyer/orders', { token: buyer.token });
    expect(orders.body.find((o: { orderId: number }) => o.orderId === orderId)?.orderStatus).toBe(BUYER_ORDER_STATUS.processing);

    expect(
      (await call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId, rating: 5, comment: 'Warm through nginx.' } }))
        .status,
    ).toBe(201);
    const reviews = await call('GET', `/api/buyer/getReviews/${productId}`);
    expect(reviews.body.map((r: { comment: string }) => r.comment)).toEqual(['Warm through nginx.']);
  }, 120_000);

  it('takes request bodies of up to 1 MB through nginx, started as root or not', async () => {
    const vendor = await makeUser(base, 'vendor');
    // About 1 MB of noise, stored as a PNG without compression: nginx buffers it to a temporary file.
    const width = 600;
    const height = 580;
    const noise = Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) >>> 24));
    const png = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1_000_000);
    const form = imageForm(png);
    const res = await fetch(`${base}/api/vendors/uploadImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${vendor.token}`, 'content-type': form.contentType },
      body: form.body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect((await fetch(`${base}${imageUrl}`)).status).toBe(200);
    // A JSON body of 900 KB reaches the app, which answers it with its own 400, not nginx with a 500.
    const login = await call('POST', '/api/registration/login', { body: { email: 'x@example.test', password: 'p'.repeat(900_000) } });
    expect(login.status).toBe(400);
  }, 60_000);

  it("puts the cluster's public address in mails, not an instance's", async () => {
    const buyer = await makeUser(base, 'buyer');
    expect((await call('POST', '/api/registration/forgot-password', { body: { email: buyer.email } })).status).toBe(202);
    await until(() => smtp.received.some((m) => m.text?.includes('reset-password')), 'the reset mail sent', 400);
    const mail = smtp.received.find((m) => m.text?.includes('reset-password'));
    expect(mail?.text).toContain(`${base.replace('127.0.0.1', 'localhost')}/reset-password?token=`);
  }, 60_000);

  it('loses and doubles no checkout, keeps answering reads and adds the stock up when an instance is killed mid-load', async () => {
    const vendor = await makeUser(base, 'vendor');
    const productId = (await call('POST', '/api/vendors/addProduct', { token: vendor.token, body: productInput() })).body
      .productId as number;
    const buyers = [];
    for (let i = 0; i < 60; i += 10) buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => makeUser(base, 'buyer')))));
    for (const buyer of buyers)
      expect((await call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId, quantity: 2 } })).status).toBe(200);

    let loading = true;
    const reads = { ok: 0, failed: 0 };
    const reader = async (i: number) => {
      const urls = [
        `/api/buyer/product/${productId}`,
        '/api/buyer/selected?category=male',
        '/api/buyer/search?searchTerm=cluster%20jacket',
        `/api/buyer/getReviews/${productId}`,
      ];
      for (let n = i; loading; n++) {
        const res = await call('GET', urls[n % urls.length] as string).catch(() => null);
        if (res?.status === 200) reads.ok++;
        else reads.failed++;
      }
    };
    const readers = Array.from({ length: 6 }, (_, i) => reader(i));

    // Each buyer checks out once; an answer lost with the instance is settled the way a client
    // would: look at the orders, and only when none was placed, check out again.
    const unanswered: number[] = [];
    let done = 0;
    const checkout = async (buyer: { token: string }) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const cart = await call('GET', '/api/buyer/cart', { token: buyer.token });
        if (cart.status === 200 && cart.body.length === 0) return;
        const res = await call('POST', '/api/buyer/cart/checkout', {
          token: buyer.token,
          headers: { 'if-match': cart.headers.get('etag') ?? '' },
        }).catch(() => null);
        if (res?.status === 201) return;
        unanswered.push(res?.status ?? 0);
      }
    };
    let killed = false;
    const queue = [...buyers];
    const workers = Array.from({ length: 6 }, async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
        await checkout(buyer);
        done++;
        if (done === 15 && !killed) {
          killed = true;
          process.kill(pids.get(2) as number, 'SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    loading = false;
    await Promise.all(readers);
    console.log(
      `cluster kill: ${reads.ok} reads answered, ${reads.failed} failed; ${unanswered.length} checkout answers lost (${unanswered.join(', ') || 'none'})`,
    );

    expect(killed).toBe(true);
    expect(output).toMatch(/instance 2 \(pid \d+\) stopped: SIGKILL; the others go on/);
    // Reads are retried by nginx on another instance: none fails.
    expect(reads.failed).toBe(0);
    expect(reads.ok).toBeGreaterThan(0);
    const perBuyer = await queryRows<{ buyer_id: number; orders: number; units: number }>(
      db.db,
      sql`select o.buyer_id, count(distinct o.id)::int as orders, sum(i.quantity)::int as units
          from orders o join order_items i on i.order_id = o.id where i.product_id = ${productId} group by o.buyer_id`,
    );
    expect(perBuyer).toHaveLength(60);
    expect(perBuyer.every((r) => r.orders === 1 && r.units === 2)).toBe(true);
    const [stock] = await queryRows<{ stock: number }>(db.db, sql`select stock from products where id = ${productId}`);
    expect(stock?.stock).toBe(10_000 - 120);
    const violations = await integrityViolations(db.db, new Map([[productId, 10_000]]));
    for (const [check, rows] of Object.entries(violations)) expect(rows, check).toEqual([]);
  }, 300_000);

  it('stops every process on Ctrl-C', async () => {
    cluster.kill('SIGINT');
    const code = await new Promise((r) => cluster.once('exit', r));
    expect(code).toBe(0);
    for (const pid of [pids.get(1), pids.get(3)]) expect(() => process.kill(pid as number, 0)).toThrow();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
