import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type openDatabase, queryRows } from '../../src/db/client.js';
import { createMigratedDatabase, onPostgres } from '../test-db.js';
import { integrityViolations } from './integrity.js';
import { http, makeUser, startServerProcess } from './server-process.js';

/**
 * SIGKILL the server in the middle of a checkout load, start it again on the same data, and check
 * that every acknowledged order survived and the database is consistent.
 */
async function crashDuringCheckouts(env: Record<string, string>, open: () => ReturnType<typeof openDatabase>) {
  const first = await startServerProcess(env);
  const vendor = await makeUser(first.url, 'vendor');
  const initialStock = new Map<number, number>();
  const productIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await http(first.url, 'POST', '/api/vendors/addProduct', vendor.token, {
      productName: `Crash Item ${i}`,
      description: 'Bought while the server dies.',
      price: 10 + i,
      stockQuantity: 40,
      categoryName: 'female',
      subCategoryName: 'shoes',
    });
    productIds.push(res.body.productId);
    initialStock.set(res.body.productId, 40);
  }
  const buyers = await Promise.all(Array.from({ length: 40 }, () => makeUser(first.url, 'buyer')));
  for (const [i, u] of buyers.entries()) {
    await http(first.url, 'POST', '/api/buyer/cart/add', u.token, { productId: productIds[i % 3], quantity: 1 });
    await http(first.url, 'POST', '/api/buyer/cart/add', u.token, { productId: productIds[(i + 1) % 3], quantity: 1 });
  }

  const acknowledged: number[] = [];
  let done = 0;
  const load = buyers.map(async (u) => {
    try {
      const res = await http(first.url, 'POST', '/api/buyer/cart/checkout', u.token);
      if (res.status === 201) acknowledged.push(...res.body.orderIds);
    } catch {
      // the connection died with the server
    } finally {
      done++;
    }
  });
  while (done < 10) await new Promise((r) => setTimeout(r, 5));
  await first.kill();
  await Promise.allSettled(load);
  expect(done).toBe(40);

  const second = await startServerProcess(env);
  const health = await http(second.url, 'GET', '/api/health');
  expect(health.status).toBe(200);
  await second.stop();

  const database = await open();
  try {
    const found = await queryRows<{ id: number }>(database.db, sql`select id from orders`);
    const ids = new Set(found.map((r) => r.id));
    for (const id of acknowledged) expect(ids.has(id), `acknowledged order ${id}`).toBe(true);
    const violations = await integrityViolations(database.db, initialStock);
    for (const [check, rows] of Object.entries(violations)) expect(rows, check).toEqual([]);
    // Each buyer either has orders for both lines or still has both lines in the cart.
    const split = await queryRows<{ buyer_id: number }>(
      database.db,
      sql`select c.buyer_id from cart_items c where exists (select 1 from orders o where o.buyer_id = c.buyer_id)`,
    );
    expect(split).toEqual([]);
    return { acknowledged: acknowledged.length, orders: ids.size };
  } finally {
    await database.close();
  }
}

describe('crash safety', () => {
  it(`keeps every order whole after SIGKILL on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const database = await createMigratedDatabase();
    try {
      const r = await crashDuringCheckouts(database.env, database.open);
      expect(r.orders).toBeGreaterThanOrEqual(r.acknowledged);
    } finally {
      await database.drop();
    }
  }, 300_000);
});
