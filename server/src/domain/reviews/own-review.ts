import { API_MESSAGES, type Fit, type Review } from '@seamline/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { reviews, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { liveProduct, reviewColumns, toReview } from './reviews.js';

const mine = (buyerId: number, productId: number) => and(eq(reviews.buyerId, buyerId), eq(reviews.productId, productId));

/** The buyer's own review of a product; 404 when they have not reviewed it. */
export async function getOwnReview(db: Tx, buyerId: number, productId: number): Promise<Review> {
  const [row] = await db.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.buyerId)).where(mine(buyerId, productId));
  if (!row) throw notFound(API_MESSAGES.reviewNotFound);
  return toReview(row);
}

/**
 * Changes the buyer's own rating, comment and fit (a fit left out stays as it was); the product's
 * rating columns follow by trigger in the same transaction (migration 0010).
 */
export async function updateReview(
  db: Db,
  buyerId: number,
  input: { productId: number; rating: number; comment: string; fit?: Fit | null },
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: reviews.id, rating: reviews.rating })
      .from(reviews)
      .where(mine(buyerId, input.productId))
      .for('update');
    if (!old) throw notFound(API_MESSAGES.reviewNotFound);
    await liveProduct(tx, input.productId);
    await tx
      .update(reviews)
      .set({ rating: input.rating, comment: input.comment, ...(input.fit === undefined ? {} : { fit: input.fit }) })
      .where(eq(reviews.id, old.id));
    return getOwnReview(tx, buyerId, input.productId);
  });
}
