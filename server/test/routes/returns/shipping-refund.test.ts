import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/domain/ledger/check-ledger.js';
import type { TestUser } from '../../factories.js';
import { rows, usePaymentsApp } from '../../payments/pay.js';
import { returnShop } from './return-shop.js';

/**
 * A return gives back the delivery fee only when the whole order comes back for the shop's fault
 * (docs/decisions/263-shipping-refunded-with-a-faulty-order.md); the ledger takes it back from the
 * vendor whole, with no commission (docs/decisions/262-shipping-fees-in-the-ledger.md).
 */
const t = usePaymentsApp();
const shop = returnShop(t);
let vendor: TestUser;
let buyer: TestUser;
let productId: number;
let sizes: Record<string, number>;

beforeAll(async () => {
  ({ vendor, buyer, productId, sizes } = await shop.setUp(
    [
      { size: 'S', stockQuantity: 20 },
      { size: 'M', stockQuantity: 20 },
    ],
    { price: 50, productName: 'Rain Jacket' },
  ));
  const profile = { processingDays: 1, standard: { firstItem: 6, additionalItem: 1, transitDays: [1, 3] }, express: null, freeOver: null };
  expect((await shop.call('PUT', '/api/vendors/shipping', vendor, profile)).statusCode).toBe(200);
});

/** Both units of a two-unit order ($100 of goods, $8 tax, $7 delivery) returned for `reasons`; the refund's legs. */
async function returnWhole(reasons: [string, string]) {
  const orderId = await shop.deliveredOrder(vendor, buyer, productId, [
    [sizes.S as number, 1],
    [sizes.M as number, 1],
  ]);
  const [s, m] = [await shop.rowOf(buyer, orderId, 'S'), await shop.rowOf(buyer, orderId, 'M')];
  const lines = [s, m].map((row, i) => ({ orderItemId: row.orderItemId, quantity: 1, reason: reasons[i], outcome: 'refund' }));
  const sent = await shop.sentBack(vendor, buyer, orderId, lines);
  await shop.receivedWhole(vendor, sent.returnId, sent.lines);
  const legs = await rows<{ kind: string; cents: number }>(
    t,
    sql`select e.kind, e.amount_cents::int as cents from ledger_entries e join ledger_journals j on j.id = e.journal_id
      where j.return_id = ${sent.returnId} order by e.id`,
  );
  return { returnId: sent.returnId, legs };
}

describe('delivery refunded with a return', () => {
  it('refunds the fee when the whole order comes back damaged or wrong, out of the vendor’s whole', async () => {
    const { returnId, legs } = await returnWhole(['damaged', 'wrong_item']);
    expect(await shop.providerRefunds(returnId)).toEqual({ count: 1, cents: 11500 });
    expect(legs).toEqual(
      expect.arrayContaining([
        { kind: 'shipping_refund', cents: -700 },
        { kind: 'refund', cents: 11500 },
      ]),
    );
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });

  it('keeps the fee when any unit of the whole order comes back for another reason (a size)', async () => {
    const sized = await returnWhole(['too_small', 'damaged']);
    expect(await shop.providerRefunds(sized.returnId)).toEqual({ count: 1, cents: 10800 });
    expect(sized.legs.some((l) => l.kind === 'shipping_refund')).toBe(false);
    expect(await checkLedger(t.db)).toMatchObject({ balanced: true });
  });
});
