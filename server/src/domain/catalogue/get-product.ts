import { API_MESSAGES, fromCents, type ProductDetail } from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { products, sizeCharts, users } from '../../db/schema.js';
import { fitCounts, fitRows } from '../reviews/fit-counts.js';
import { chartOf } from '../sizes/size-charts.js';
import { shopperFlags, sizeReturnRows } from '../fit/size-flags.js';
import { notFound } from '../errors.js';
import { imageColumnsOf, imageRowsOf, imageSetsOf } from '../products/product-images.js';
import { liveVariantsOf, toVariants } from '../variants/variant-fields.js';
import { summaryColumns, toSummary } from '../products/product-fields.js';

/** A product page's data; products not listed (deleted, hidden, their shop suspended) answer 404. */
export async function getProduct(db: Tx, productId: number): Promise<ProductDetail> {
  const [row] = await prepared(db, 'product_detail', productQuery).execute({ id: productId });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  const {
    subCategoryName,
    stockQuantity,
    ratingSum,
    ratingCount,
    ratingVerifiedOnly,
    fits,
    chartRows,
    basePriceCents,
    variantRows,
    ownImageUrl,
    imageRows,
    returnDays,
    sizeReturns,
    baseWasCents,
    saleEndsAt,
    ...summary
  } = row;
  const product = { category: summary.categoryName, subcategory: subCategoryName, basePriceCents, baseWasCents, imageUrl: ownImageUrl };
  return {
    ...toSummary(summary),
    basePrice: fromCents(basePriceCents),
    variants: toVariants(variantRows, product),
    subCategoryName,
    stockQuantity,
    averageRating: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0,
    reviewCount: ratingCount,
    fit: fitCounts(fits, ratingVerifiedOnly),
    sizeChart: chartOf(summary.categoryName, subCategoryName, chartRows),
    images: imageSetsOf(imageRows, imageColumnsOf(ownImageUrl, variantRows)),
    returnDays,
    sizeFlags: shopperFlags(sizeReturns),
    saleEndsAt: summary.cardWasCents === null ? null : (saleEndsAt?.toISOString() ?? null),
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
      ratingVerifiedOnly: products.ratingVerifiedOnly,
      fits: fitRows(products.id),
      chartRows: sizeCharts.rows,
      basePriceCents: products.basePriceCents,
      baseWasCents: products.wasCents,
      saleEndsAt: products.saleEndsAt,
      variantRows: liveVariantsOf(products.id),
      ownImageUrl: products.imageUrl,
      imageRows: imageRowsOf(products.id),
      returnDays: users.returnDays,
      sizeReturns: sizeReturnRows(products.id),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .leftJoin(
      sizeCharts,
      and(
        eq(sizeCharts.vendorId, products.vendorId),
        eq(sizeCharts.category, products.category),
        eq(sizeCharts.subcategory, products.subcategory),
      ),
    )
    .where(and(eq(products.id, sql.placeholder('id')), sql`${products.listed}`))
    .prepare('product_detail');
