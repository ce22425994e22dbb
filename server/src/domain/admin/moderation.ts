import { fromCents, LABELS, MODERATION_MESSAGES, type ModerationProduct, type ModerationReview } from '@seamline/contract';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, reviews, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { type PageQuery, Paged } from '../paging.js';
import { auditChange } from '../audit/audit.js';

export interface ModerationQuery extends PageQuery {
  search?: string;
}

/** `%words%` for ILIKE, its own wildcards taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A search that is a whole number also finds that ID. */
const asId = (search: string): number | null => (/^\d{1,9}$/.test(search) ? Number(search) : null);

const productColumns = {
  id: products.id,
  name: products.name,
  vendorId: products.vendorId,
  vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
  category: products.category,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  hidden: products.hidden,
  shopSuspended: products.shopSuspended,
  deleted: sql<boolean>`${products.deletedAt} is not null`,
};
type ProductRow = Omit<ModerationProduct, 'price'> & { priceCents: number };
const toProduct = ({ priceCents, ...r }: ProductRow): ModerationProduct => ({ ...r, price: fromCents(priceCents) });

/** Every product, deleted ones too (marked), newest first; `search` finds a name, a store or an ID. */
export async function findProductsToModerate(db: Db, q: ModerationQuery): Promise<Paged<ModerationProduct>> {
  const search = q.search?.trim();
  let where: SQL | undefined;
  if (search) {
    const id = asId(search);
    where = or(
      ilike(products.name, containing(search)),
      ilike(users.vendorName, containing(search)),
      id === null ? undefined : eq(products.id, id),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(products).innerJoin(users, eq(users.id, products.vendorId)).where(where),
  ]);
  return new Paged(rows.map(toProduct), total?.n ?? 0);
}

const reviewer = sql<string>`coalesce(nullif(${users.fullName}, ''), ${LABELS.anonymousReviewer})`;
const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  reviewerName: reviewer,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewDate: reviews.createdAt,
  hidden: reviews.hidden,
};
type ReviewRow = Omit<ModerationReview, 'reviewDate'> & { reviewDate: Date };
const toReview = (r: ReviewRow): ModerationReview => ({ ...r, reviewDate: r.reviewDate.toISOString() });

/** Every review, newest first; `search` finds words of the comment, the product, the reviewer, or an ID (the review's or its product's). */
export async function findReviewsToModerate(db: Db, q: ModerationQuery): Promise<Paged<ModerationReview>> {
  const search = q.search?.trim();
  let where: SQL | undefined;
  if (search) {
    const id = asId(search);
    const like = containing(search);
    where = or(
      ilike(reviews.comment, like),
      ilike(products.name, like),
      ilike(users.fullName, like),
      id === null ? undefined : or(eq(reviews.id, id), eq(reviews.productId, id)),
    );
  }
  const from = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.buyerId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(q.limit).offset(q.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.buyerId))
      .where(where),
  ]);
  return new Paged(rows.map(toReview), total?.n ?? 0);
}

/**
 * Hides a product from buyers, or shows it again (docs/architecture.md#money-and-operator): it leaves or returns to every list,
 * search, facet and product page at commit (products.listed, migration 0019). Audited with before
 * and after; setting what already holds records nothing.
 */
export async function setProductHidden(
  db: Db,
  operatorId: number,
  productId: number,
  hidden: boolean,
  now: Date,
): Promise<ModerationProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ hidden: products.hidden }).from(products).where(eq(products.id, productId)).for('no key update');
    if (!before) throw notFound(MODERATION_MESSAGES.productNotFound);
    if (before.hidden !== hidden) await tx.update(products).set({ hidden }).where(eq(products.id, productId));
    await auditChange(tx, {
      actorId: operatorId,
      action: 'product.hidden',
      targetType: 'product',
      targetId: productId,
      field: 'hidden',
      before: before.hidden,
      after: hidden,
      at: now,
    });
    const [row] = await tx
      .select(productColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(eq(products.id, productId));
    if (!row) throw notFound(MODERATION_MESSAGES.productNotFound);
    return toProduct(row);
  });
}

/**
 * Hides a review, or shows it again: it leaves or returns to the product's reviews, its fit counts,
 * and its rating's count and average (the ratings trigger of migration 0010 runs on the update and
 * counts only reviews not hidden, migration 0019). Audited with before and after.
 */
export async function setReviewHidden(db: Db, operatorId: number, reviewId: number, hidden: boolean, now: Date): Promise<ModerationReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ hidden: reviews.hidden }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw notFound(MODERATION_MESSAGES.reviewNotFound);
    if (before.hidden !== hidden) await tx.update(reviews).set({ hidden }).where(eq(reviews.id, reviewId));
    await auditChange(tx, {
      actorId: operatorId,
      action: 'review.hidden',
      targetType: 'review',
      targetId: reviewId,
      field: 'hidden',
      before: before.hidden,
      after: hidden,
      at: now,
    });
    const [row] = await tx
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.buyerId))
      .where(eq(reviews.id, reviewId));
    if (!row) throw notFound(MODERATION_MESSAGES.reviewNotFound);
    return toReview(row);
  });
}
