import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client.js';
import { createPostgresDatabase, onPostgres } from '../test-db.js';
import { integrityViolations } from './integrity.js';
import { http, makeUser, type ServerProcess, startServerProcess } from './server-process.js';

// Two sessions or two processes on one database need a PostgreSQL server: without DATABASE_URL
// these tests are reported as skipped.
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  /** Two server processes on one PostgreSQL database, raced through both at once (PostgreSQL only). */
  let drop: () => Promise<void>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Database;
  let vendor: { id: number; token: string };
  const initialStock = new Map<number, number>();

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // Started together on an empty database: one migrates and seeds, the other waits and sees it.
    const env = { DATABASE_URL: created.url, SEED: 'demo' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    vendor = await makeUser(a.url, 'vendor');
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await drop?.();
  });

  const via = (i: number) => (i % 2 === 0 ? a.url : b.url);

  async function product(stock: number) {
    const res = await http(a.url, 'POST', '/api/vendors/addProduct', vendor.token, {
      productName: `Race Item ${stock}-${Date.now()}`,
      description: 'Raced for.',
      price: 25,
      stockQuantity: stock,
      categoryName: 'male',
      subCategoryName: 'clothes',
    });
    initialStock.set(res.body.productId, stock);
    return res.body.productId as number;
  }

  describe('two instances, one database', () => {
    it('sells exactly 50 units to 200 buyers racing through both instances', async () => {
      const productId = await product(50);
      const buyers: Array<{ id: number; token: string }> = [];
      for (let i = 0; i < 200; i += 20) {
        buyers.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => makeUser(via(i + k), 'buyer')))));
      }
      await Promise.all(buyers.map((u, i) => http(via(i), 'POST', '/api/buyer/cart/add', u.token, { productId, quantity: 1 })));

      const results = await Promise.all(buyers.map((u, i) => http(via(i + 1), 'POST', '/api/buyer/cart/checkout', u.token)));
      const won = results.filter((r) => r.status === 201);
      const lost = results.filter((r) => r.status === 409);
      expect(won).toHaveLength(50);
      expect(lost).toHaveLength(150);

      const [row] = await queryRows<{ stock: number; ordered: number; orders: number }>(
        db.db,
        sql`select p.stock, (select coalesce(sum(quantity), 0)::int from order_items where product_id = p.id) as ordered,
                   (select count(distinct order_id)::int from order_items where product_id = p.id) as orders
            from products p where p.id = ${productId}`,
      );
      expect(row).toEqual({ stock: 0, ordered: 50, orders: 50 });
      // Winners' carts are empty, losers keep their line: nothing half-written.
      const carts = await Promise.all(buyers.map((u, i) => http(via(i), 'GET', '/api/buyer/cart', u.token)));
      const wonIds = new Set(results.flatMap((r, i) => (r.status === 201 ? [i] : [])));
      for (const [i, c] of carts.entries()) expect(c.body).toHaveLength(wonIds.has(i) ? 0 : 1);
    }, 300_000);

    it('never lets racing cart adds pass the stock', async () => {
      const productId = await product(5);
      const buyer = await makeUser(a.url, 'buyer');
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => http(via(i), 'POST', '/api/buyer/cart/add', buyer.token, { productId, quantity: 1 })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 400)).toHaveLength(25);
      const cart = await http(a.url, 'GET', '/api/buyer/cart', buyer.token);
      expect(cart.body[0].quantity).toBe(5);
    }, 60_000);

    it('ends a cancel racing a deliver in exactly one of them', async () => {
      const productId = await product(100);
      const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => makeUser(via(i), 'buyer')));
      const orderIds: number[] = [];
      for (const [i, u] of buyers.entries()) {
        await http(via(i), 'POST', '/api/buyer/cart/add', u.token, { productId, quantity: 2 });
        orderIds.push(...(await http(via(i), 'POST', '/api/buyer/cart/checkout', u.token)).body.orderIds);
      }
      const outcomes = await Promise.all(
        orderIds.map(async (orderId) => {
          const [c, d] = await Promise.all([
            http(a.url, 'PUT', '/api/vendors/cancelOrder', vendor.token, { orderId }),
            http(b.url, 'PUT', '/api/vendors/markOrderAsDelivered', vendor.token, { orderId }),
          ]);
          return [c.status, d.status].sort().join('/');
        }),
      );
      expect(outcomes.every((o) => o === '200/409')).toBe(true);
      const statuses = await queryRows<{ status: string; n: number }>(
        db.db,
        sql`select status, count(*)::int as n from orders where id in ${sql.raw(`(${orderIds.join(',')})`)} group by status`,
      );
      expect(statuses.reduce((s, r) => s + r.n, 0)).toBe(10);
      const cancelled = statuses.find((s) => s.status === 'cancelled')?.n ?? 0;
      const [p] = await queryRows<{ stock: number }>(db.db, sql`select stock from products where id = ${productId}`);
      expect(p?.stock).toBe(100 - 2 * (10 - cancelled));
    }, 300_000);

    it('seeded the demo shop exactly once', async () => {
      const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from users where email like '%@seamline.test'`);
      // 6 vendors, 20 buyers and the operator.
      expect(row?.n).toBe(27);
    });

    it('leaves the database consistent', async () => {
      const violations = await integrityViolations(db.db, initialStock);
      for (const [check, rows] of Object.entries(violations)) expect(rows, check).toEqual([]);
    });
  });
});
