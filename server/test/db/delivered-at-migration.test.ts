import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * Migration 0034's first statement (decision 207): completed and Delivered orders written before
 * delivered_at was set for them get the time they first reached either status (else their last
 * change), so the order list, the return rule and the ledger's release agree they were delivered.
 */
const t = useTestApp();
const backfill = (
  readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0034_delivered-at-shop-slugs-suspended-alerts.sql'), 'utf8').split(
    '--> statement-breakpoint',
  )[0] as string
).trim();
let vendor: TestUser;
let buyer: TestUser;
let productId: number;

const walk = async (orderId: number, statuses: string[]) => {
  for (const status of statuses)
    expect((await t.call('PUT', '/api/vendors/updateOrderStatus', { token: vendor.token, body: { orderId, status } })).statusCode).toBe(
      200,
    );
};
const deliveredAt = async (orderId: number) =>
  (
    await queryRows<{ at: string | null }>(
      t.db,
      sql`select (extract(epoch from delivered_at) * 1000)::int8::text as at from orders where id = ${orderId}`,
    )
  )[0]?.at ?? null;
const placeOrder = async () => {
  await addToCart(t, buyer, productId);
  return (await checkout(t, buyer))[0] as number;
};

beforeAll(async () => {
  vendor = await createVendor(t);
  buyer = await createBuyer(t);
  productId = (await createProduct(t, vendor, { productName: 'Upgrade Tee', price: 20, stockQuantity: 10 })).productId;
});

describe('filling delivered_at of orders finished before it was set (migration 0034)', () => {
  it('takes the first move to completed or Delivered, else the last change; a return is then taken', async () => {
    const completed = await placeOrder();
    await walk(completed, ['processing', 'shipped', 'completed']);
    const noHistory = await placeOrder();
    await walk(noHistory, ['processing', 'shipped', 'completed']);
    const open = await placeOrder();
    // As an older shop wrote them: no delivered_at; one without its status history.
    await t.db.execute(sql`update orders set delivered_at = null where id in (${completed}, ${noHistory})`);
    await t.db.execute(sql`update order_events set at = at - interval '2 days' where order_id = ${completed} and to_status = 'completed'`);
    await t.db.execute(sql`delete from order_events where order_id = ${noHistory}`);
    await t.db.execute(sql`update orders set updated_at = updated_at - interval '3 days' where id = ${noHistory}`);
    const refused = await t.call('POST', '/api/buyer/returns', {
      token: buyer.token,
      body: { orderId: completed, lines: [{ orderItemId: 1, quantity: 1, reason: 'quality', outcome: 'refund' }] },
    });
    expect(refused.json().message).toBe('This order has not been delivered yet, so it cannot be returned.');

    await t.db.execute(sql.raw(backfill));
    const [event] = await queryRows<{ at: string }>(
      t.db,
      sql`select (extract(epoch from at) * 1000)::int8::text as at from order_events where order_id = ${completed} and to_status = 'completed'`,
    );
    expect(await deliveredAt(completed)).toBe(event?.at);
    const [changed] = await queryRows<{ at: string }>(
      t.db,
      sql`select (extract(epoch from updated_at) * 1000)::int8::text as at from orders where id = ${noHistory}`,
    );
    expect(await deliveredAt(noHistory)).toBe(changed?.at);
    expect(await deliveredAt(open)).toBeNull();

    const rows = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json() as {
      orderId: number;
      orderItemId: number;
      deliveredAt: string | null;
    }[];
    for (const id of [completed, noHistory]) {
      const row = rows.find((r) => r.orderId === id);
      expect(String(Date.parse(row?.deliveredAt as string))).toBe(await deliveredAt(id));
      const made = await t.call('POST', '/api/buyer/returns', {
        token: buyer.token,
        body: { orderId: id, lines: [{ orderItemId: row?.orderItemId, quantity: 1, reason: 'quality', outcome: 'refund' }] },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
  });
});
