import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../factories.js';
import { staleRatings } from '../ratings.js';
import { onPostgres } from '../test-db.js';
import { useTestApp } from '../test-app.js';

/**
 * Fresh accounts that never bought moved a product's rating from 5.0 to 1.4.
 * The rating, its count and the fit summary now count verified purchases only whenever the
 * product has one; unverified reviews still show, marked as such.
 */
const t = useTestApp();
let vendor: TestUser;
beforeAll(async () => {
  vendor = await createVendor(t);
});

const newProduct = async () => (await createProduct(t, vendor, { price: 20, stockQuantity: 500 })).productId;
const review = async (who: TestUser, productId: number, rating: number, fit?: string) => {
  const res = await t.call('POST', '/api/buyer/addReview', {
    token: who.token,
    body: { productId, rating, comment: 'My view', ...(fit ? { fit } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const buy = async (who: TestUser, productId: number) => {
  await addToCart(t, who, productId, 1);
  const [orderId] = await checkout(t, who);
  return orderId as number;
};
const page = async (productId: number) => (await t.call('GET', `/api/buyer/product/${productId}`)).json();
const list = async (productId: number) =>
  (await t.call('GET', `/api/buyer/getReviews/${productId}`)).json() as Array<{ rating: number; verifiedPurchase: boolean }>;

describe('ratings count verified purchases whenever a product has one', () => {
  it('six fresh accounts that never bought cannot move a 5.0 product below 4', async () => {
    const productId = await newProduct();
    const owner = await createBuyer(t);
    await buy(owner, productId);
    await review(owner, productId, 5, 'true');
    expect(await page(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    for (let i = 0; i < 6; i++) await review(await createBuyer(t), productId, 1, 'small');
    const after = await page(productId);
    expect(after.averageRating).toBeGreaterThanOrEqual(4);
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1, fit: { small: 0, true: 1, large: 0 } });
    // The six still show, marked as not verified.
    const shown = await list(productId);
    expect(shown).toHaveLength(7);
    expect(shown.filter((r) => !r.verifiedPurchase).map((r) => r.rating)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('counts every review while none is verified', async () => {
    const productId = await newProduct();
    await review(await createBuyer(t), productId, 5);
    await review(await createBuyer(t), productId, 2);
    expect(await page(productId)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });

  it('follows a reviewer who buys later, a cancelled order and an edited rating', async () => {
    const productId = await newProduct();
    const early = await createBuyer(t);
    await review(early, productId, 2);
    await review(await createBuyer(t), productId, 1);
    expect(await page(productId)).toMatchObject({ averageRating: 1.5, reviewCount: 2 });
    // The first reviewer buys: their review is now verified, and alone it speaks.
    const orderId = await buy(early, productId);
    expect(await page(productId)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    const edited = await t.call('PUT', '/api/buyer/updateReview', {
      token: early.token,
      body: { productId, rating: 4, comment: 'Better after a wash' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await page(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
    // A cancelled order verifies nothing: every review counts again.
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } })).statusCode).toBe(200);
    expect(await page(productId)).toMatchObject({ averageRating: 2.5, reviewCount: 2 });
  });

  it('keeps the stored figures equal to the reviews they stand for', async () => {
    expect(await staleRatings(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('counts every one of 12 verified reviews written at once', async () => {
    const productId = await newProduct();
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createBuyer(t)));
    for (const b of buyers) await buy(b, productId);
    await Promise.all(buyers.map((b, i) => review(b, productId, (i % 5) + 1)));
    const expected = Math.round((buyers.reduce((s, _, i) => s + (i % 5) + 1, 0) / 12) * 10) / 10;
    expect(await page(productId)).toMatchObject({ reviewCount: 12, averageRating: expected });
  });
});
