import { defaultSizeChart, FIT_TEXTS, type Fit } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Fit Works' });
});

const newProduct = async () => (await createProduct(t, vendor, { productName: 'Fit Trainers', stockQuantity: 100 })).productId;
const addReview = (who: TestUser, productId: number, fit?: unknown, rating = 4) =>
  t.call('POST', '/api/buyer/addReview', {
    token: who.token,
    body: { productId, rating, comment: 'Worn a week', ...(fit === undefined ? {} : { fit }) },
  });
const update = (who: TestUser, body: Record<string, unknown>) =>
  t.call('PUT', '/api/buyer/updateReview', { token: who.token, body: { rating: 3, comment: 'Edited', ...body } });
const reviewsOf = async (productId: number) =>
  (await t.call('GET', `/api/buyer/getReviews/${productId}`)).json() as Array<{
    buyerId: number;
    fit: Fit | null;
    verifiedPurchase: boolean;
  }>;
const detail = async (productId: number) => (await t.call('GET', `/api/buyer/product/${productId}`)).json();
const buy = async (who: TestUser, productId: number) => {
  await addToCart(t, who, productId, 1);
  const [orderId] = await checkout(t, who);
  return orderId as number;
};
/** A buyer who bought the product and reviewed it with this fit. */
const verifiedReview = async (productId: number, fit: Fit) => {
  const who = await createBuyer(t);
  await buy(who, productId);
  expect((await addReview(who, productId, fit)).statusCode).toBe(201);
  return who;
};

describe('reviews with fit', () => {
  it('store and answer the fit given, and null when none was', async () => {
    const productId = await newProduct();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    const res = await addReview(a, productId, 'small');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ buyerId: a.id, fit: 'small', verifiedPurchase: false });
    expect((await addReview(b, productId)).json()).toMatchObject({ fit: null });
    const listed = await reviewsOf(productId);
    expect(listed.find((r) => r.buyerId === a.id)?.fit).toBe('small');
    expect(listed.find((r) => r.buyerId === b.id)?.fit).toBeNull();
  });

  it.each([['tight'], [''], [3], [true]])('refuse fit %j with the contract message and store nothing', async (fit) => {
    const productId = await newProduct();
    const who = await createBuyer(t);
    const res = await addReview(who, productId, fit);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(FIT_TEXTS.fitInvalid);
    expect(await reviewsOf(productId)).toEqual([]);
    expect((await detail(productId)).reviewCount).toBe(0);
  });

  it('an edit sets, keeps (left out) and clears (null) the fit; a bad one changes nothing', async () => {
    const productId = await newProduct();
    const who = await createBuyer(t);
    await addReview(who, productId);
    expect((await update(who, { productId, fit: 'large' })).json()).toMatchObject({ fit: 'large', comment: 'Edited' });
    expect((await update(who, { productId, comment: 'Again' })).json()).toMatchObject({ fit: 'large', comment: 'Again' });
    const bad = await update(who, { productId, fit: 'huge', comment: 'Nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(FIT_TEXTS.fitInvalid);
    expect((await t.call('GET', `/api/buyer/review/${productId}`, { token: who.token })).json()).toMatchObject({
      fit: 'large',
      comment: 'Again',
    });
    expect((await update(who, { productId, fit: null })).json()).toMatchObject({ fit: null });
  });

  it('the database refuses a fit outside the three', async () => {
    await expect(t.db.execute(sql`update reviews set fit = 'huge'`)).rejects.toThrow();
  });
});

describe('verified purchase', () => {
  it('is true for a buyer with an order of the product, false without one or when it was cancelled', async () => {
    const productId = await newProduct();
    const [bought, browsed, cancelled] = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    await buy(bought, productId);
    const cancelledOrder = await buy(cancelled, productId);
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: cancelledOrder } })).statusCode).toBe(
      200,
    );
    expect((await addReview(bought, productId, 'true')).json().verifiedPurchase).toBe(true);
    await addReview(browsed, productId, 'true');
    await addReview(cancelled, productId, 'true');
    const verified = Object.fromEntries((await reviewsOf(productId)).map((r) => [r.buyerId, r.verifiedPurchase]));
    expect(verified).toEqual({ [bought.id]: true, [browsed.id]: false, [cancelled.id]: false });
    expect((await t.call('GET', `/api/buyer/review/${productId}`, { token: bought.token })).json().verifiedPurchase).toBe(true);
  });

  it("an order of another product does not verify this one's review", async () => {
    const [productId, otherId] = [await newProduct(), await newProduct()];
    const who = await createBuyer(t);
    await buy(who, otherId);
    expect((await addReview(who, productId, 'small')).json().verifiedPurchase).toBe(false);
  });

  it('kept reviews are forgotten when an order is placed or cancelled', async () => {
    const productId = await newProduct();
    const who = await createBuyer(t);
    await addReview(who, productId, 'small');
    expect((await reviewsOf(productId))[0]?.verifiedPurchase).toBe(false);
    const orderId = await buy(who, productId);
    expect((await reviewsOf(productId))[0]?.verifiedPurchase).toBe(true);
    await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId } });
    expect((await reviewsOf(productId))[0]?.verifiedPurchase).toBe(false);
  });
});

describe('fit counts on the product page', () => {
  it('count every review that gave a fit while none is a verified purchase', async () => {
    const productId = await newProduct();
    expect((await detail(productId)).fit).toEqual({ small: 0, true: 0, large: 0 });
    for (const fit of ['small', 'large', 'large', 'true'] as const) await addReview(await createBuyer(t), productId, fit);
    await addReview(await createBuyer(t), productId);
    expect((await detail(productId)).fit).toEqual({ small: 1, true: 1, large: 2 });
  });

  it('count verified reviews alone once the product has one, and all again when its order is cancelled', async () => {
    const productId = await newProduct();
    for (const fit of ['large', 'large', 'large', 'large'] as const) await addReview(await createBuyer(t), productId, fit);
    expect((await detail(productId)).fit).toEqual({ small: 0, true: 0, large: 4 });
    // The first verified review: the product page now kept is forgotten by the review write.
    const who = await verifiedReview(productId, 'small');
    expect((await detail(productId)).fit).toEqual({ small: 1, true: 0, large: 0 });
    const [order] = (await t.call('GET', '/api/buyer/orders', { token: who.token })).json() as Array<{ orderId: number }>;
    expect((await t.call('PUT', '/api/vendors/cancelOrder', { token: vendor.token, body: { orderId: order?.orderId } })).statusCode).toBe(
      200,
    );
    expect((await detail(productId)).fit).toEqual({ small: 1, true: 0, large: 4 });
  });

  it('follow an edited fit (the kept product page is forgotten)', async () => {
    const productId = await newProduct();
    const who = await createBuyer(t);
    await addReview(who, productId, 'small');
    expect((await detail(productId)).fit).toEqual({ small: 1, true: 0, large: 0 });
    await update(who, { productId, fit: 'large' });
    expect((await detail(productId)).fit).toEqual({ small: 0, true: 0, large: 1 });
  });

  it('answer the default size chart for a vendor without its own', async () => {
    const productId = await newProduct();
    expect((await detail(productId)).sizeChart).toEqual(defaultSizeChart('female', 'shoes'));
  });
});
