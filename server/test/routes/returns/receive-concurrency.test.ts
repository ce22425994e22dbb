import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../factories.js';
import { holdLocks, waitingOnLocks } from '../../locks.js';
import { usePaymentsApp } from '../../payments/pay.js';
import { onPostgres } from '../../test-db.js';
import { returnShop } from './return-shop.js';

/**
 * On PostgreSQL, where the server's pool runs requests in transactions of their
 * own: receives of one return sent at once (a double click, two tabs) really overlap. The return's
 * row is held locked until all of them wait on it, then let go: one receives, the others find it
 * closed, and the refund leaves once, at the provider and in the ledger.
 */
describe.skipIf(!onPostgres)('receives of one return at once, on PostgreSQL', () => {
  const t = usePaymentsApp();
  const shop = returnShop(t);
  let vendor: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let productId: number;
  let sizes: Record<string, number>;

  beforeAll(async () => {
    ({ vendor, buyer, admin, productId, sizes } = await shop.setUp(
      [
        { size: 'M', stockQuantity: 9 },
        { size: 'L', stockQuantity: 9 },
      ],
      { price: 25 },
    ));
  });

  it('refunds once and reverses the ledger once, however many receives overlap', async () => {
    const orderId = await shop.deliveredOrder(vendor, buyer, productId, [[sizes.M as number, 3]]);
    const m = await shop.rowOf(buyer, orderId, 'M');
    const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [
      { orderItemId: m.orderItemId, quantity: 2, reason: 'too_small', outcome: 'refund' },
    ]);
    const body = { lines: [{ returnLineId: lines[0]?.returnLineId, resellable: 1, damaged: 1 }] };
    const stock = await shop.variantStock(sizes.M as number);

    const held = await holdLocks(t.db, sql`select 1 from returns where id = ${returnId} for update`);
    const receives = Array.from({ length: 4 }, () => shop.call('POST', `/api/vendors/returns/${returnId}/receive`, vendor, body));
    await waitingOnLocks(t.db, 4);
    await held.release();
    const answers = await Promise.all(receives);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(3).fill('A return that is closed cannot be received'),
    );
    // $50.00 and its 8% tax, once.
    expect(await shop.providerRefunds(returnId)).toEqual({ count: 1, cents: 5400 });
    expect(await shop.ledgerRefunds(returnId)).toEqual([{ orderId, clearing: 5400 }]);
    expect(await shop.variantStock(sizes.M as number)).toBe(stock + 1);
    expect(await shop.mails('return-refunded', returnId)).toBe(1);
    expect((await shop.call('GET', '/api/admin/ledger/check', admin)).json().balanced).toBe(true);
  });
});
