import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, stockOf, type TestUser } from '../../factories.js';
import { onPostgres } from '../../test-db.js';
import { useTestApp } from '../../test-app.js';

// Two sessions or two processes on one database need a PostgreSQL server: without DATABASE_URL
// these tests are reported as skipped.
describe.skipIf(!onPostgres)('checkout races on PostgreSQL', () => {
  const t = useTestApp();
  let vendorA: TestUser;
  let vendorB: TestUser;

  beforeAll(async () => {
    vendorA = await createVendor(t, { vendorName: 'Alpha Apparel' });
    vendorB = await createVendor(t, { vendorName: 'Beta Boots' });
  });


  // Interleavings the racing tests above may or may not hit, forced: another session holds a product
  // row, so the checkouts take their snapshot, read the cart and queue on the lock; then it lets go.
  describe('checkout under a held product lock', () => {
    /** Holds `productId` locked until `release()`; answers once the lock is taken. */
    async function holdProduct(productId: number) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const done = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from products where id = ${productId} for update`);
        locked();
        await released;
      });
      await isLocked;
      return {
        async release() {
          release();
          await done;
        },
      };
    }

    /** Waits until `n` sessions of this database wait on a lock. */
    async function waitingOnLocks(n: number) {
      for (let i = 0; i < 500; i++) {
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((row?.n ?? 0) >= n) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`fewer than ${n} sessions waiting on a lock`);
    }

    it('orders once when two checkouts of one buyer both read the cart before either commits', async () => {
      const buyer = await createBuyer(t);
      const p = await createProduct(t, vendorA, { stockQuantity: 10 });
      await addToCart(t, buyer, p.productId, 2);
      const hold = await holdProduct(p.productId);
      const first = t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
      const second = t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
      await waitingOnLocks(2);
      await hold.release();
      const results = await Promise.all([first, second]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json().message).toBe(API_MESSAGES.emptyCart);
      expect(await stockOf(t, p.productId)).toBe(8);
      const orders = (await t.call('GET', '/api/buyer/orders', { token: buyer.token })).json();
      expect(orders).toHaveLength(1);
    });

    it('keeps a line added while a checkout waits, and does not make the add wait', async () => {
      const buyer = await createBuyer(t);
      const held = await createProduct(t, vendorA, { productName: 'Held Hat', stockQuantity: 10 });
      const later = await createProduct(t, vendorB, { productName: 'Later Loafer', stockQuantity: 10 });
      await addToCart(t, buyer, held.productId, 1);
      const hold = await holdProduct(held.productId);
      const pending = t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
      await waitingOnLocks(1);
      // The checkout has read the cart and waits; a new line is not one of the lines it locked, so
      // adding it need not wait for the checkout, and the checkout must not take it along.
      const added = addToCart(t, buyer, later.productId, 3);
      const first = await Promise.race([
        added.then(() => 'added'),
        new Promise((r) => setTimeout(() => r('still waiting'), 5_000)),
      ]);
      await hold.release();
      await added;
      expect(first).toBe('added');
      const res = await pending;
      expect(res.statusCode).toBe(201);
      expect(res.json().orderIds).toHaveLength(1);
      expect((await cartOf(t, buyer)).map((l: { productName: string; quantity: number }) => [l.productName, l.quantity])).toEqual([
        ['Later Loafer', 3],
      ]);
      expect(await stockOf(t, held.productId)).toBe(9);
      expect(await stockOf(t, later.productId)).toBe(10);
    });

    it('never sells past the stock when buyers queue on a held product', async () => {
      const p = await createProduct(t, vendorA, { productName: 'Queued Coat', stockQuantity: 3 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => createBuyer(t)));
      for (const b of buyers) await addToCart(t, b, p.productId, 1);
      const hold = await holdProduct(p.productId);
      const pending = buyers.map((b) => t.call('POST', '/api/buyer/cart/checkout', { token: b.token }));
      await waitingOnLocks(6);
      await hold.release();
      const results = await Promise.all(pending);
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(3);
      expect(await stockOf(t, p.productId)).toBe(0);
    });
  });
});
