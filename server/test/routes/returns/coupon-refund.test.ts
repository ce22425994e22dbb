import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/domain/ledger/check-ledger.js';
import type { TestUser } from '../../factories.js';
import { cardToken, rows, usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * A returned unit bought with a code refunds what the buyer paid for it: its price less its share of
 * the line's discount, plus its tax share; a platform code's part goes back to the platform
 * (docs/decisions/266-a-platform-coupon-is-the-platforms-promotion-expense.md).
 */
const t = usePaymentsApp();
const shop = returnShop(t);
let vendor: TestUser;
let buyer: TestUser;
let admin: TestUser;
let productId: number;
let sizes: Record<string, number>;

beforeAll(async () => {
  ({ vendor, buyer, admin, productId, sizes } = await shop.setUp([{ size: 'M', stockQuantity: 20 }], {
    price: 50,
    productName: 'Linen Shirt',
  }));
});

describe('a return of units bought with a platform code', () => {
  it('refunds each unit its price less its discount share plus tax, and gives the platform back its part', async () => {
    const code = `RET${Date.now() % 100000}`;
    expect((await shop.call('POST', '/api/admin/coupons', admin, { code, kind: 'amount', value: 10 })).statusCode).toBe(201);
    expect((await shop.call('POST', '/api/buyer/cart/add', buyer, { productId, variantId: sizes.M, quantity: 3 })).statusCode).toBe(200);
    const quote = (await shop.call('GET', `/api/buyer/cart/quote?couponCode=${code}`, buyer)).json();
    const placed = await shop.call('POST', '/api/buyer/cart/checkout', buyer, {
      payment: { method: 'card', token: await cardToken(t) },
      couponCode: code,
      expectedTotal: quote.total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderIds[0] as number;
    await shop.deliver(vendor, orderId);

    // 3 × $50 less $10: the line carries $10.00 of discount, $3.33 for one unit of three.
    const row = await shop.rowOf(buyer, orderId, 'M');
    const { returnId, lines } = await shop.sentBack(vendor, buyer, orderId, [
      { orderItemId: row.orderItemId, quantity: 1, reason: 'changed_mind', outcome: 'refund' },
    ]);
    await shop.receivedWhole(vendor, returnId, lines);
    // $46.67 of goods and 8% of it, $3.73: what the buyer paid for that unit.
    expect(await shop.providerRefunds(returnId)).toEqual({ count: 1, cents: 4667 + 373 });
    const legs = await rows<{ account: string; kind: string; cents: number }>(
      t,
      sql`select a.kind as account, e.kind, e.amount_cents::int as cents from ledger_entries e
        join ledger_accounts a on a.id = e.account_id join ledger_journals j on j.id = e.journal_id
        where j.return_id = ${returnId}`,
    );
    // The platform paid the vendor $10.00 for the order's goods; a third of them came back: $3.33.
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: 'promotion_expense', kind: 'promotion_refund', cents: 333 },
        { account: 'on_hold', kind: 'promotion_refund', cents: -333 },
      ]),
    );
    expect(legs.reduce((s, l) => s + l.cents, 0)).toBe(0);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});
