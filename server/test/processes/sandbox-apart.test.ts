import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.js';
import { processSandbox } from '../sandbox-api.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';
import { BUILT, freePort, http, makeProduct, makeUser, type ServerProcess, startServerProcess } from './server-process.js';

const SECRET = 'sandbox-apart-test-secret-of-32-chars-at-least';

/** Asks until `read` answers what `done` accepts, for at most 60 s; answers the last reading. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('the sandbox provider as a process of its own (server/dist/sandbox.js)', () => {
  it('refuses to start without its database, secret and the shop’s address, naming each', () => {
    const { DATABASE_URL: _url, PAYMENTS_WEBHOOK_SECRET: _secret, PAYMENTS_SHOP_URL: _shop, ...env } = process.env;
    const run = spawnSync(process.execPath, [BUILT.sandbox], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...env, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    for (const name of ['DATABASE_URL', 'PAYMENTS_WEBHOOK_SECRET', 'PAYMENTS_SHOP_URL'])
      expect(run.stderr).toContain(`${name}: required by the sandbox provider's own process`);
  }, 90_000);

  if (onPostgres) {
    it('takes the card, sends its webhooks to the shop and captures the shipped order, the shop reaching it over HTTP', async () => {
      const { url, drop } = await createPostgresDatabase();
      let shop: ServerProcess | undefined;
      let psp: ServerProcess | undefined;
      try {
        const pspPort = await freePort();
        const pspUrl = `http://127.0.0.1:${pspPort}`;
        shop = await startServerProcess({ DATABASE_URL: url, PAYMENTS_SANDBOX_URL: pspUrl, PAYMENTS_WEBHOOK_SECRET: SECRET });
        psp = await startServerProcess(
          { DATABASE_URL: url, PAYMENTS_WEBHOOK_SECRET: SECRET, PAYMENTS_SHOP_URL: shop.url },
          { entry: 'sandbox', health: '/psp/health', port: pspPort },
        );
        const vendor = await makeUser(shop.url, 'vendor');
        const buyer = await makeUser(shop.url, 'buyer');
        const productId = await makeProduct(shop.url, vendor.token, 'Apart Tee', 5);
        const year = new Date().getUTCFullYear() + 2;
        const card = async (number: string) =>
          (await http(psp?.url ?? '', 'POST', '/psp/v1/tokens', undefined, { number, expMonth: 1, expYear: year, cvc: '123' })).body
            .token as string;

        // Authorised at once: the checkout places the order; the provider's webhook reaches the shop.
        await http(shop.url, 'POST', '/api/buyer/cart/add', buyer.token, { productId: productId, quantity: 1 });
        const paid = await http(shop.url, 'POST', '/api/buyer/cart/checkout', buyer.token, {
          payment: { method: 'card', token: await card('4242424242424242') },
        });
        expect(paid.status).toBe(201);
        expect(paid.body.payment).toMatchObject({ status: 'authorized', amount: expect.any(Number) });
        const [orderId] = paid.body.orderIds as number[];

        // 3-D Secure: nothing placed until the buyer approves at the provider; its webhook then places the order.
        await http(shop.url, 'POST', '/api/buyer/cart/add', buyer.token, { productId: productId, quantity: 1 });
        const challenged = await http(shop.url, 'POST', '/api/buyer/cart/checkout', buyer.token, {
          payment: { method: 'card', token: await card('4000000000003220') },
        });
        expect(challenged.status).toBe(202);
        const { paymentId, redirectUrl } = challenged.body.payment as { paymentId: string; redirectUrl: string };
        const approved = await http(psp.url, 'POST', `/psp/v1/challenges/${redirectUrl.split('/').pop()}`, undefined, {
          outcome: 'approve',
        });
        expect(approved.status).toBe(200);
        const payment = await until(
          async () => (await http(shop?.url ?? '', 'GET', `/api/buyer/payments/${paymentId}`, buyer.token)).body,
          (p) => p.status === 'placed',
        );
        expect(payment).toMatchObject({ status: 'placed', orderIds: [expect.any(Number)] });

        // The vendor ships the first order: its share is captured at the provider.
        for (const status of ['processing', 'shipped'])
          expect((await http(shop.url, 'PUT', '/api/vendors/updateOrderStatus', vendor.token, { orderId, status })).status).toBe(200);
        const orders = await until(
          async () =>
            (await http(shop?.url ?? '', 'GET', '/api/buyer/orders', buyer.token)).body as { orderId: number; paymentStatus: string }[],
          (list) => list.length === 2,
        );
        expect(orders.find((o) => o.orderId === orderId)?.paymentStatus).toBe('captured');
        expect((await http(shop.url, 'GET', `/api/buyer/product/${productId}`)).body.stockQuantity).toBe(3);

        // Every event the provider made reached the shop's webhook once: the provider says each was delivered.
        const sandbox = processSandbox(psp.url, SECRET);
        const eventsOf = async (id: string) => {
          const auth = await sandbox.authorizationOf(id);
          return auth ? ((await sandbox.events(auth.id)) ?? []) : [];
        };
        const made = await until(
          async () => [...(await eventsOf(paid.body.payment.paymentId)), ...(await eventsOf(paymentId))],
          (list) => list.every((e) => e.delivered),
        );
        expect(made.map((e) => [e.type, e.delivered])).toEqual([
          ['authorization.succeeded', true],
          ['capture.succeeded', true],
          ['authorization.succeeded', true],
        ]);
        const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
        try {
          const events = await queryRows<{ type: string }>(database.db, sql`select type from payment_events order by type`);
          expect(events.map((e) => e.type)).toEqual(['authorization.succeeded', 'authorization.succeeded', 'capture.succeeded']);
        } finally {
          await database.close();
        }
      } finally {
        await psp?.stop();
        await shop?.stop();
        await drop();
      }
    }, 300_000);
  }
});
