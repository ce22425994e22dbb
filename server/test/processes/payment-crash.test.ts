import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type openDatabase, queryRows } from '../../src/db/client.js';
import { processSandbox } from '../sandbox-api.js';
import { createMigratedDatabase, onPostgres } from '../test-db.js';
import { http, makeProduct, makeUser, type ServerProcess, startServerProcess } from './server-process.js';

/**
 * A hop between the shop and its sandbox provider (PAYMENTS_SANDBOX_URL points here): it passes
 * every call on, except that it can kill the shop the moment the provider has authorised a card,
 * before the shop hears back, and hold webhooks back while the shop is down.
 */
async function startHop() {
  let target = '';
  let onAuthorized: (() => Promise<void>) | undefined;
  let webhooksOpen = true;
  /** The shop's payment id of the last authorisation asked for (the buyer's call never heard back). */
  let lastPaymentId: string | undefined;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.url?.startsWith('/api/payments/webhooks') && !webhooksOpen) {
      res.writeHead(503).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    try {
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const authorizing = req.method === 'POST' && req.url === '/psp/v1/authorizations';
      if (authorizing) lastPaymentId = JSON.parse(Buffer.concat(chunks).toString()).paymentId;
      if (authorizing && onAuthorized) {
        const crash = onAuthorized;
        onAuthorized = undefined;
        await crash();
        res.socket?.destroy();
        return;
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
    } catch {
      res.socket?.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTarget: (url: string) => (target = url),
    crashOnAuthorized: (crash: () => Promise<void>) => (onAuthorized = crash),
    setWebhooks: (open: boolean) => (webhooksOpen = open),
    lastPaymentId: () => lastPaymentId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * After restart the orders are placed once (`placed`) or, when they can no longer be placed because
 * the stock went while the server was down (`stock gone`), the authorisation is voided in full.
 */
type Outcome = 'placed' | 'stock gone';

async function crashBetweenAuthorisationAndOrders(
  env: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
  outcome: Outcome,
) {
  const hop = await startHop();
  const secret = 'process-test-webhook-secret-of-32-chars-at-least';
  const fullEnv = { ...env, PAYMENTS_SANDBOX_URL: hop.url, PAYMENTS_WEBHOOK_SECRET: secret, PAYMENTS_RECONCILE_SECONDS: '1' };
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(fullEnv);
    hop.setTarget(server.url);
    const vendor = await makeUser(server.url, 'vendor');
    const buyer = await makeUser(server.url, 'buyer');
    const productId = await makeProduct(server.url, vendor.token, 'Crash Card Tee', 3);
    await http(server.url, 'POST', '/api/buyer/cart/add', buyer.token, { productId, quantity: 1 });
    const year = new Date().getUTCFullYear() + 2;
    const { token } = (
      await http(server.url, 'POST', '/psp/v1/tokens', undefined, { number: '4242424242424242', expMonth: 1, expYear: year, cvc: '123' })
    ).body;

    // The provider authorises; the shop is killed before it hears so, and its webhook is held back.
    const dying = server;
    hop.setWebhooks(false);
    const killed = new Promise<void>((resolve) => hop.crashOnAuthorized(() => dying.kill().then(resolve)));
    await expect(
      http(server.url, 'POST', '/api/buyer/cart/checkout', buyer.token, { payment: { method: 'card', token } }),
    ).rejects.toThrow();
    await killed;
    expect(dying.child.exitCode ?? dying.child.signalCode).toBe('SIGKILL');

    const paymentId = hop.lastPaymentId();
    expect(paymentId).toMatch(/^pay_/);
    if (outcome === 'stock gone') {
      // While the shop is down the last units go (written straight to its database, as nothing else runs).
      const database = await open();
      try {
        await queryRows(database.db, sql`update product_variants set stock = 0 where product_id = ${productId}`);
        await queryRows(database.db, sql`update products set stock = 0 where id = ${productId}`);
      } finally {
        await database.close();
      }
    }

    // Started again on the same data: the reconciliation job finds the authorisation by its key.
    server = await startServerProcess(fullEnv);
    hop.setTarget(server.url);
    hop.setWebhooks(true);
    const deadline = Date.now() + 60_000;
    if (outcome === 'stock gone') {
      let status = '';
      while (status !== 'voided' && Date.now() < deadline) {
        status = (await http(server.url, 'GET', `/api/buyer/payments/${paymentId}`, buyer.token)).body.status;
        if (status !== 'voided') await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe('voided');
      expect((await http(server.url, 'GET', '/api/buyer/orders', buyer.token)).body).toEqual([]);
      // The cart is kept, so the buyer sees what could not be ordered.
      expect((await http(server.url, 'GET', '/api/buyer/cart', buyer.token)).body).toHaveLength(1);
      // Never money taken without orders: all of the authorisation voided, nothing captured.
      const voided = await processSandbox(server.url, secret).authorizationOf(paymentId as string);
      expect(voided).toMatchObject({ status: 'voided', capturedCents: 0, voidedCents: voided?.amountCents });
      await server.stop();
      server = undefined;
      const database = await open();
      try {
        const payments = await queryRows<{ status: string; n: number }>(
          database.db,
          sql`select p.status, (select count(*) from orders o where o.payment_id = p.id)::int as n from payments p where p.buyer_id = ${buyer.id}`,
        );
        expect(payments).toEqual([{ status: 'voided', n: 0 }]);
        expect(await queryRows(database.db, sql`select stock from products where id = ${productId}`)).toEqual([{ stock: 0 }]);
      } finally {
        await database.close();
      }
      return;
    }
    let orders: { orderId: number; paymentMethod: string; paymentStatus: string }[] = [];
    while (orders.length === 0 && Date.now() < deadline) {
      orders = (await http(server.url, 'GET', '/api/buyer/orders', buyer.token)).body;
      if (orders.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(orders.map((o) => [o.paymentMethod, o.paymentStatus])).toEqual([['card', 'authorized']]);
    expect((await http(server.url, 'GET', '/api/buyer/cart', buyer.token)).body).toEqual([]);
    expect((await http(server.url, 'GET', `/api/buyer/product/${productId}`)).body.stockQuantity).toBe(2);
    // The one authorisation the crashed call made stands, authorised, for the orders placed.
    expect((await processSandbox(server.url, secret).authorizationOf(paymentId as string))?.status).toBe('authorized');
    await server.stop();
    server = undefined;

    const database = await open();
    try {
      const payments = await queryRows<{ status: string; n: number }>(
        database.db,
        sql`select p.status, (select count(*) from orders o where o.payment_id = p.id)::int as n from payments p where p.buyer_id = ${buyer.id}`,
      );
      expect(payments).toEqual([{ status: 'placed', n: 1 }]);
    } finally {
      await database.close();
    }
  } finally {
    await server?.stop();
    await hop.close();
  }
}

describe('a crash between the provider’s authorisation and the orders’ write', () => {
  const cases: [Outcome, string][] = [
    ['placed', 'places the orders once after restart'],
    ['stock gone', 'voids the authorisation after restart when the stock went meanwhile, placing nothing'],
  ];
  for (const [outcome, title] of cases) {
    it(`${title} on ${onPostgres ? 'PostgreSQL' : 'PGlite'} — never money without orders`, async () => {
      const database = await createMigratedDatabase();
      try {
        await crashBetweenAuthorisationAndOrders(database.env, database.open, outcome);
      } finally {
        await database.drop();
      }
    }, 300_000);
  }
});
