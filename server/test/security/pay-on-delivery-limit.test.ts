import { API_MESSAGES } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { queryRows } from '../../src/db/client.js';
import { AppError } from '../../src/domain/errors.js';
import { PAY_ON_DELIVERY_LIMIT_CENTS } from '../../src/domain/orders/pay-on-delivery-limit.js';
import { placeOrders, placeOrdersIn } from '../../src/domain/orders/place-orders.js';
import { dbChecksum } from '../db-checksum.js';
import { addToCart, checkout, createBuyer, createProduct, createVendor, stockOf } from '../factories.js';
import { holdTransaction, waitingOnLocks } from '../locks.js';
import { onPostgres } from '../test-db.js';
import { startTestApp, useTestApp } from '../test-app.js';

/**
 * One buyer hoarded a product's whole stock with orders nobody paid for.
 * Unpaid pay-on-delivery orders now total at most PAY_ON_DELIVERY_LIMIT, and checkouts per buyer
 * are rate-limited.
 */
const t = useTestApp({ payOnDeliveryLimitCents: PAY_ON_DELIVERY_LIMIT_CENTS });
const LIMIT_TEXT = API_MESSAGES.payOnDeliveryLimit('$1,000.00');

describe('unpaid pay-on-delivery orders total at most PAY_ON_DELIVERY_LIMIT ($1,000 by default)', () => {
  it('refuses with 402 the checkout that would pass it, changing nothing; a delivered order makes room', async () => {
    const vendor = await createVendor(t);
    // $300.00 + 8% tax = $324.00 a unit.
    const { productId } = await createProduct(t, vendor, { price: 300, stockQuantity: 300 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, productId, 3);
    const [first] = await checkout(t, buyer); // $972.00
    await addToCart(t, buyer, productId, 1);
    const before = await dbChecksum(t.db);
    const refused = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'Please pay by card for orders over $1,000.00' });
    expect(refused.json().message).toBe(LIMIT_TEXT);
    expect(await dbChecksum(t.db)).toBe(before);
    expect(await stockOf(t, productId)).toBe(297);

    // Another buyer is not held back by this one.
    const other = await createBuyer(t);
    await addToCart(t, other, productId, 3);
    await checkout(t, other);

    // Delivered orders are paid: the buyer may order again.
    const delivered = await t.call('PUT', '/api/vendors/markOrderAsDelivered', { token: vendor.token, body: { orderId: first } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token })).statusCode).toBe(201);
  });

  it('lets a cancelled order free its share', async () => {
    const vendor = await createVendor(t);
    const { productId } = await createProduct(t, vendor, { price: 500, stockQuantity: 10 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, productId, 1);
    const [first] = await checkout(t, buyer); // $540.00
    await addToCart(t, buyer, productId, 1);
    expect((await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token })).statusCode).toBe(402);
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: first } })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token })).statusCode).toBe(201);
  });

  it('is $1,000 unless PAY_ON_DELIVERY_LIMIT says otherwise, in dollars', () => {
    expect(loadConfig({}).payOnDeliveryLimitCents).toBe(PAY_ON_DELIVERY_LIMIT_CENTS);
    expect(PAY_ON_DELIVERY_LIMIT_CENTS).toBe(100_000);
    expect(loadConfig({ PAY_ON_DELIVERY_LIMIT: '250.50' }).payOnDeliveryLimitCents).toBe(25_050);
    expect(() => loadConfig({ PAY_ON_DELIVERY_LIMIT: '-5' })).toThrow(/PAY_ON_DELIVERY_LIMIT: must be an amount in dollars/);
  });

  it('takes its limit from PAY_ON_DELIVERY_LIMIT, and says so in the message', async () => {
    const small = await startTestApp({ payOnDeliveryLimitCents: 5_000 });
    try {
      const vendor = await createVendor(small);
      const { productId } = await createProduct(small, vendor, { price: 40, stockQuantity: 10 });
      const buyer = await createBuyer(small);
      await addToCart(small, buyer, productId, 2);
      const res = await small.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Please pay by card for orders over $50.00');
    } finally {
      await small.close();
    }
  }, 120_000);

  it.runIf(onPostgres)('holds under concurrency: a second checkout waits for the first and counts its order', async () => {
    const vendor = await createVendor(t);
    const buyer = await createBuyer(t);
    // $500.00 + 8% tax = $540.00 each: either order alone fits under $1,000, both do not.
    const first = await createProduct(t, vendor, { price: 500, stockQuantity: 5 });
    const second = await createProduct(t, vendor, { price: 500, stockQuantity: 5 });
    await addToCart(t, buyer, first.productId, 1);
    // The first checkout has written its order and has not committed yet.
    const firstCheckout = await holdTransaction(t.app.statements, (tx) =>
      placeOrdersIn(tx, buyer.id, { payOnDeliveryLimitCents: 100_000 }),
    );
    // Meanwhile the buyer puts the other product in the cart (nothing the first holds) and checks out:
    // that checkout must wait for the first (without the lock it would pass at once) and then count it.
    await t.db.execute(
      sql`insert into cart_items (buyer_id, product_id, variant_id, quantity)
        select ${buyer.id}::int, product_id, id, 1 from product_variants where product_id = ${second.productId} limit 1`,
    );
    const secondCheckout = placeOrders(t.app.statements, buyer.id, { payOnDeliveryLimitCents: 100_000 }).then(
      () => null,
      (e: unknown) => e,
    );
    await Promise.race([secondCheckout, waitingOnLocks(t.db, 1)]);
    await firstCheckout.release();
    const err = await secondCheckout;
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(LIMIT_TEXT);
    // Refused, it changed nothing: the second product's stock and the cart line stay.
    expect(await stockOf(t, second.productId)).toBe(5);
    const [line] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from cart_items where buyer_id = ${buyer.id}`);
    expect(line?.n).toBe(1);
  });
});

describe('checkouts per buyer are rate-limited', () => {
  it('answers 429 with Retry-After past the limit, per buyer, not per address', async () => {
    const limited = await startTestApp({ rateLimit: true, checkoutsPerMinute: 2 });
    try {
      const vendor = await createVendor(limited);
      const { productId } = await createProduct(limited, vendor, { price: 10, stockQuantity: 50 });
      const buyer = await createBuyer(limited);
      for (let i = 0; i < 2; i++) {
        await addToCart(limited, buyer, productId, 1);
        await checkout(limited, buyer);
      }
      await addToCart(limited, buyer, productId, 1);
      const third = await limited.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(API_MESSAGES.tooManyCheckouts);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another buyer from the same address still checks out.
      const other = await createBuyer(limited);
      await addToCart(limited, other, productId, 1);
      await checkout(limited, other);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
