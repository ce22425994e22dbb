import { API_MESSAGES, type Fit, LABELS, type Review } from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { violatesForeignKey } from '../../db/violations.js';
import { prepared } from '../../db/prepared.js';
import { products, reviews, users } from '../../db/schema.js';
import { conflict, notFound, unauthenticated } from '../errors.js';
import { descIndexed } from '../../db/order-by.js';
import { verifiedPurchase } from './verified-purchase.js';

export const reviewColumns = {
  reviewId: reviews.id,
  buyerId: reviews.buyerId,
  reviewerName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${LABELS.anonymousReviewer})`,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewDate: reviews.createdAt,
  fit: reviews.fit,
  verifiedPurchase: verifiedPurchase(reviews.productId, reviews.buyerId),
};

type ReviewRow = Omit<Review, 'reviewDate'> & { reviewDate: Date };
export const toReview = (r: ReviewRow): Review => ({ ...r, reviewDate: r.reviewDate.toISOString() });

const REVIEWS_SHOWN = 100;

/** Throws 404 unless the product is on sale. */
export async function liveProduct(tx: Tx, productId: number): Promise<void> {
  const [live] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.listed}`));
  if (!live) throw notFound(API_MESSAGES.productNotFound);
}

const reviewsQuery = (db: Tx) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.buyerId))
    .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.hidden, false)))
    .orderBy(descIndexed(reviews.createdAt), descIndexed(reviews.id))
    .limit(REVIEWS_SHOWN)
    .prepare('product_reviews');

/** The newest 100 reviews, newest first. */
export async function listReviews(db: Tx, productId: number): Promise<Review[]> {
  const rows = await prepared(db, 'product_reviews', reviewsQuery).execute({ productId });
  return rows.map(toReview);
}

/**
 * One review per buyer and product. The product's rating columns follow by trigger in the same
 * transaction (migration 0010: verified purchases only, once the product has one).
 */
export async function addReview(
  db: Db,
  buyerId: number,
  input: { productId: number; rating: number; comment: string; fit?: Fit | null },
): Promise<Review> {
  return db.transaction(async (tx) => {
    await liveProduct(tx, input.productId);
    const inserted = await tx
      .insert(reviews)
      .values({ productId: input.productId, buyerId, rating: input.rating, comment: input.comment, fit: input.fit ?? null })
      .onConflictDoNothing()
      .returning({ id: reviews.id })
      .catch((err: unknown) => {
        // The account went while its session was still remembered: the session is over.
        throw violatesForeignKey(err) ? unauthenticated(API_MESSAGES.sessionInvalid) : err;
      });
    const id = inserted[0]?.id;
    if (id === undefined) throw conflict(API_MESSAGES.alreadyReviewed);
    const [row] = await tx.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.buyerId)).where(eq(reviews.id, id));
    if (!row) throw notFound(API_MESSAGES.productNotFound);
    return toReview(row);
  });
}
