import { type ProductInput, VARIANT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { placeOrdersIn } from '../../../src/domain/orders/place-orders.js';
import { createBuyer, createProduct, createVendor, productPayload, stockOf, type TestUser } from '../../factories.js';
import { holdLocks, holdProduct, holdTransaction, waitingOnLocks } from '../../locks.js';
import { onPostgres } from '../../test-db.js';
import { useTestApp } from '../../test-app.js';

// Checkouts racing over sizes of one product (docs/architecture.md#sizes-and-colours): variants are locked in a fixed order
// (docs/decisions/053-checkout-locks-variants.md). Only PostgreSQL has more than one session: without
// DATABASE_URL these tests are reported as skipped (the same tests' single-session parts run in
// cart-variants.test.ts on both databases).
const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Race Wear' });
});

type Variant = { variantId: number; size: string | null; stockQuantity: number };

async function variantsOf(productId: number): Promise<Record<string, Variant>> {
  const detail = (await t.call('GET', `/api/buyer/product/${productId}`)).json();
  return Object.fromEntries((detail.variants as Variant[]).map((v) => [v.size ?? '', v]));
}

async function createSized(productName: string, variants: NonNullable<ProductInput['variants']>) {
  const p = await createProduct(t, vendor, { productName, categoryName: 'male', subCategoryName: 'clothes', variants });
  return { productId: p.productId, v: await variantsOf(p.productId) };
}

async function add(buyer: TestUser, productId: number, variantId: number | undefined, quantity: number) {
  const res = await t.call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId, variantId, quantity } });
  if (res.statusCode !== 200) throw new Error(`cart add failed: ${res.statusCode} ${res.body}`);
}

const checkoutCall = (buyer: TestUser) => t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });

/** Every product's stock is the sum of its live variants' and nothing is below zero. */
async function stockConsistent(productIds: number[]) {
  const rows = await queryRows<{ id: number; stock: number; total: number; lowest: number }>(
    t.db,
    sql`select p.id, p.stock,
               (select coalesce(sum(v.stock), 0)::int from product_variants v where v.product_id = p.id and v.deleted_at is null) as total,
               (select coalesce(min(v.stock), 0)::int from product_variants v where v.product_id = p.id) as lowest
        from products p where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by p.id`,
  );
  for (const r of rows) {
    expect(r.stock).toBe(r.total);
    expect(r.lowest).toBeGreaterThanOrEqual(0);
  }
}

describe.skipIf(!onPostgres)('checkouts racing over sizes', () => {
  it('sells the last units of one size exactly once while another size of the product sells untouched', async () => {
    const shirt = await createSized('Last Size Shirt', [
      { size: 'S', stockQuantity: 3 },
      { size: 'M', stockQuantity: 20 },
    ]);
    const forS = await Promise.all(Array.from({ length: 10 }, () => createBuyer(t)));
    const forM = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    for (const b of forS) await add(b, shirt.productId, shirt.v.S?.variantId, 1);
    for (const b of forM) await add(b, shirt.productId, shirt.v.M?.variantId, 2);

    const hold = await holdProduct(t.db, shirt.productId);
    const pendingS = forS.map(checkoutCall);
    const pendingM = forM.map(checkoutCall);
    await waitingOnLocks(t.db, forS.length + forM.length);
    await hold.release();
    const resultsS = await Promise.all(pendingS);
    const resultsM = await Promise.all(pendingM);

    expect(resultsS.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = resultsS.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      refused.map(() => [409, VARIANT_TEXTS.notEnoughOfVariant('Last Size Shirt', 'S', 0)]),
    );
    expect(resultsM.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const after = await variantsOf(shirt.productId);
    expect(after.S?.stockQuantity).toBe(0);
    expect(after.M?.stockQuantity).toBe(12);
    expect(await stockOf(t, shirt.productId)).toBe(12);
    await stockConsistent([shirt.productId]);
  });

  /**
   * Two products of two sizes each; the first gains its M after the second was made, so the order of
   * variant ids and of product ids disagree: the locks must still come in one order for every checkout.
   */
  async function crossedProducts(chinoName: string, poloName: string) {
    const first = await createSized(chinoName, [{ size: 'S', stockQuantity: 40 }]);
    const second = await createSized(poloName, [
      { size: 'S', stockQuantity: 40 },
      { size: 'M', stockQuantity: 40 },
    ]);
    const updated = await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendor.token,
      body: {
        ...productPayload({ productName: chinoName, categoryName: 'male', subCategoryName: 'clothes' }),
        productId: first.productId,
        variants: [
          { variantId: first.v.S?.variantId, size: 'S', stockQuantity: 40 },
          { size: 'M', stockQuantity: 40 },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    const chino = await variantsOf(first.productId);
    expect(chino.M?.variantId).toBeGreaterThan(second.v.M?.variantId ?? Number.POSITIVE_INFINITY);
    return {
      first,
      second,
      chino: { S: chino.S?.variantId, M: chino.M?.variantId },
      polo: { S: second.v.S?.variantId, M: second.v.M?.variantId },
    };
  }

  it('checks out carts holding the same sizes, added in opposite orders, all at once without a deadlock', async () => {
    const { first, second, chino, polo } = await crossedProducts('Crossed Chino', 'Crossed Polo');
    const lines = [
      [first.productId, chino.M],
      [second.productId, polo.S],
      [second.productId, polo.M],
      [first.productId, chino.S],
    ] as const;

    const buyers = await Promise.all(Array.from({ length: 16 }, () => createBuyer(t)));
    for (const [i, b] of buyers.entries()) {
      for (const [productId, variantId] of i % 2 === 0 ? lines : [...lines].reverse()) await add(b, productId, variantId, 1);
    }
    const results = await Promise.all(buyers.map(checkoutCall));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const afterChino = await variantsOf(first.productId);
    const afterPolo = await variantsOf(second.productId);
    expect([afterChino.S?.stockQuantity, afterChino.M?.stockQuantity, afterPolo.S?.stockQuantity, afterPolo.M?.stockQuantity]).toEqual([
      24, 24, 24, 24,
    ]);
    expect(await stockOf(t, first.productId)).toBe(48);
    expect(await stockOf(t, second.productId)).toBe(48);
    await stockConsistent([first.productId, second.productId]);
  });

  it('never deadlocks carts whose sizes, taken in variant id order alone, would lock the products in opposite orders', async () => {
    const { first, second, chino, polo } = await crossedProducts('Tangled Chino', 'Tangled Polo');
    // By variant id alone, one cart would lock the chino first and the other the polo first.
    const one = await createBuyer(t);
    const other = await createBuyer(t);
    await add(one, first.productId, chino.S, 1);
    await add(one, second.productId, polo.S, 1);
    await add(other, second.productId, polo.M, 1);
    await add(other, first.productId, chino.M, 1);
    // Each checkout stops at a held size, after the product lock it takes first.
    const hold = await holdLocks(t.db, sql`select 1 from product_variants where id in (${chino.S}, ${polo.M}) order by id for update`);
    const pending = [checkoutCall(one), checkoutCall(other)];
    await waitingOnLocks(t.db, 2);
    await hold.release();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await stockOf(t, first.productId)).toBe(78);
    expect(await stockOf(t, second.productId)).toBe(78);
    await stockConsistent([first.productId, second.productId]);
  });

  it('does not keep a buyer adding a size to the cart waiting for another buyer checking it out', async () => {
    const shirt = await createSized('Unhurried Shirt', [{ size: 'S', stockQuantity: 10 }]);
    const size = shirt.v.S?.variantId as number;
    const buying = await createBuyer(t);
    const adding = await createBuyer(t);
    await add(buying, shirt.productId, size, 1);
    // A checkout of the size has locked it and written its order, and has not committed yet.
    const checkingOut = await holdTransaction(t.app.statements, (tx) => placeOrdersIn(tx, buying.id));
    const added = add(adding, shirt.productId, size, 2).then(() => 'added');
    const outcome = await Promise.race([
      added,
      waitingOnLocks(t.db, 1).then(
        () => 'waiting on the checkout',
        () => 'added',
      ),
    ]);
    await checkingOut.release();
    expect(outcome).toBe('added');
    expect(await added).toBe('added');
    const cart = (await t.call('GET', '/api/buyer/cart', { token: adding.token })).json();
    expect(cart.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    const [row] = await queryRows<{ stock: number }>(t.db, sql`select stock from products where id = ${shirt.productId}`);
    expect(row?.stock).toBe(9);
  });

  it('lets checkouts and cancels of the same sizes run together, restocking each variant and its product', async () => {
    // Enough for every late checkout whether or not the cancels come first.
    const shirt = await createSized('Back And Forth Tee', [
      { size: 'S', stockQuantity: 12 },
      { size: 'L', stockQuantity: 12 },
    ]);
    const early = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    const orderIds: number[] = [];
    for (const b of early) {
      await add(b, shirt.productId, shirt.v.L?.variantId, 1);
      await add(b, shirt.productId, shirt.v.S?.variantId, 1);
      const res = await checkoutCall(b);
      orderIds.push(...res.json().orderIds);
    }
    const late = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    for (const b of late) {
      await add(b, shirt.productId, shirt.v.S?.variantId, 2);
      await add(b, shirt.productId, shirt.v.L?.variantId, 2);
    }
    const results = await Promise.all([
      ...late.map(checkoutCall),
      ...orderIds.map((orderId) => t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([...late.map(() => 201), ...orderIds.map(() => 200)]);
    const after = await variantsOf(shirt.productId);
    expect([after.S?.stockQuantity, after.L?.stockQuantity]).toEqual([4, 4]);
    expect(await stockOf(t, shirt.productId)).toBe(8);
    await stockConsistent([shirt.productId]);
  });
});
