import { API_MESSAGES, type ProductDetail } from '@seamline/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { products, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { summaryColumns, toSummary } from './product-fields.js';

/** A product page's data; deleted products answer 404. */
export async function getProduct(db: Tx, productId: number): Promise<ProductDetail> {
  const [row] = await prepared(db, 'product_detail', productQuery).execute({ id: productId });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  const { subCategoryName, stockQuantity, ratingSum, ratingCount, ...summary } = row;
  return {
    ...toSummary(summary),
    subCategoryName,
    stockQuantity,
    averageRating: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0,
    reviewCount: ratingCount,
  };
}

const productQuery = (db: Tx) =>
  db
    .select({
      ...summaryColumns,
      subCategoryName: products.subcategory,
      stockQuantity: products.stock,
      ratingSum: products.ratingSum,
      ratingCount: products.ratingCount,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_detail');
