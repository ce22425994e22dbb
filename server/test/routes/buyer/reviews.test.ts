import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let buyer: TestUser;
let other: TestUser;
let productId: number;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Review Rack' });
  buyer = await createBuyer(t, { fullName: 'Rhea Writer' });
  other = await createBuyer(t, { fullName: 'Otto Other' });
  productId = (await createProduct(t, vendor, { productName: 'Reviewed Boots' })).productId;
  const add = (who: TestUser, rating: number, comment: string) =>
    t.call('POST', '/api/buyer/addReview', { token: who.token, body: { productId, rating, comment } });
  expect((await add(buyer, 2, 'Too stiff at first')).statusCode).toBe(201);
  expect((await add(other, 4, 'Warm and dry')).statusCode).toBe(201);
});

const mine = (who: TestUser | undefined, id: number | string = productId) =>
  t.call('GET', `/api/buyer/review/${id}`, who ? { token: who.token } : {});
const update = (who: TestUser | undefined, body: unknown) =>
  t.call('PUT', '/api/buyer/updateReview', who ? { token: who.token, body } : { body });
const detail = async () => (await t.call('GET', `/api/buyer/product/${productId}`)).json();
const reviews = async () =>
  (await t.call('GET', `/api/buyer/getReviews/${productId}`)).json() as Array<{ buyerId: number; rating: number; comment: string }>;

describe('GET /api/buyer/review/:productId', () => {
  it("answers the caller's own review only", async () => {
    const res = await mine(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reviewId: expect.any(Number),
      buyerId: buyer.id,
      reviewerName: 'Rhea Writer',
      rating: 2,
      comment: 'Too stiff at first',
      reviewDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fit: null,
      verifiedPurchase: false,
    });
    expect((await mine(other)).json()).toMatchObject({ buyerId: other.id, rating: 4 });
  });

  it('answers 404 when the buyer has not reviewed the product', async () => {
    const stranger = await createBuyer(t);
    const res = await mine(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(API_MESSAGES.reviewNotFound);
    expect((await mine(buyer, 999999)).statusCode).toBe(404);
  });

  it('is for buyers only, and refuses a bad id', async () => {
    expect((await mine(undefined)).statusCode).toBe(401);
    expect((await mine(vendor)).statusCode).toBe(403);
    expect((await mine(buyer, 'abc')).statusCode).toBe(400);
  });

  it('keeps the public review list the same for everyone', async () => {
    const anonymous = await t.call('GET', `/api/buyer/getReviews/${productId}`);
    const asBuyer = await t.call('GET', `/api/buyer/getReviews/${productId}`, { token: buyer.token });
    expect(asBuyer.body).toBe(anonymous.body);
  });
});

describe('PUT /api/buyer/updateReview', () => {
  it.each([
    [{ rating: 5 }, VALIDATION.commentRequired],
    [{ rating: 5, comment: '   ' }, VALIDATION.commentRequired],
    [{ comment: 'ok' }, VALIDATION.ratingRequired],
    [{ rating: 0, comment: 'ok' }, VALIDATION.ratingRange],
    [{ rating: 6, comment: 'ok' }, VALIDATION.ratingRange],
    [{ rating: 4, comment: 'x'.repeat(2001) }, VALIDATION.tooLong('Comment', 2000)],
  ])('refuses bad input %# with addReview’s messages and changes nothing', async (patch, message) => {
    const res = await update(buyer, { productId, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await mine(buyer)).json()).toMatchObject({ rating: 2, comment: 'Too stiff at first' });
  });

  it('changes the rating and comment, the product’s figures and the public list', async () => {
    expect(await detail()).toMatchObject({ averageRating: 3, reviewCount: 2 });
    await reviews(); // kept: the change below must make it stale
    const res = await update(buyer, { productId, rating: 5, comment: 'Broken in now: perfect' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ buyerId: buyer.id, rating: 5, comment: 'Broken in now: perfect', reviewerName: 'Rhea Writer' });
    expect(await detail()).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    const list = await reviews();
    expect(list).toHaveLength(2);
    expect(list.find((r) => r.buyerId === buyer.id)).toMatchObject({ rating: 5, comment: 'Broken in now: perfect' });
    expect(list.find((r) => r.buyerId === other.id)).toMatchObject({ rating: 4, comment: 'Warm and dry' });
    const [counters] = await queryRows<{ sum: number; n: number }>(
      t.db,
      sql`select rating_sum as sum, rating_count as n from products where id = ${productId}`,
    );
    expect(counters).toEqual({ sum: 9, n: 2 });
  });

  it('answers 404 when there is no review of the caller to edit, and edits nobody else’s', async () => {
    const stranger = await createBuyer(t);
    const res = await update(stranger, { productId, rating: 1, comment: 'Not mine to change' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(API_MESSAGES.reviewNotFound);
    expect((await reviews()).map((r) => r.comment)).not.toContain('Not mine to change');
    expect(await detail()).toMatchObject({ reviewCount: 2 });
  });

  it('answers 404 for a deleted product and leaves the review', async () => {
    const gone = await createProduct(t, vendor, { productName: 'Soon Gone' });
    await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId: gone.productId, rating: 3, comment: 'Fine' } });
    await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: gone.productId } });
    const res = await update(buyer, { productId: gone.productId, rating: 1, comment: 'Changed' });
    expect(res.statusCode).toBe(404);
    expect((await mine(buyer, gone.productId)).json()).toMatchObject({ rating: 3, comment: 'Fine' });
  });

  it('is for buyers only', async () => {
    const body = { productId, rating: 1, comment: 'x' };
    expect((await update(undefined, body)).statusCode).toBe(401);
    expect((await update(vendor, body)).statusCode).toBe(403);
  });
});
