import { API_MESSAGES, toCents, type VendorProduct } from '@seamline/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { productInput } from '@seamline/contract';
import type { Db, Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { type PageQuery, Paged } from '../paging.js';
import { summaryColumns, toSummary } from '../catalogue/product-fields.js';
import { descIndexed } from '../../db/order-by.js';

export type ParsedInput = z.output<typeof productInput>;

const vendorColumns = { ...summaryColumns, subCategoryName: products.subcategory, stockQuantity: products.stock };

const own = (vendorId: number, productId: number) =>
  and(eq(products.id, productId), eq(products.vendorId, vendorId), isNull(products.deletedAt));

export async function loadOwn(db: Tx, vendorId: number, productId: number): Promise<VendorProduct> {
  const [row] = await db
    .select(vendorColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(own(vendorId, productId));
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  const { subCategoryName, stockQuantity, ...summary } = row;
  return { ...toSummary(summary), subCategoryName, stockQuantity };
}

/** The vendor's own products, newest first. */
export async function listVendorProducts(
  db: Tx,
  vendorId: number,
  page: PageQuery,
): Promise<Paged<VendorProduct>> {
  const where = and(eq(products.vendorId, vendorId), isNull(products.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select(vendorColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(where)
      .orderBy(descIndexed(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const items = rows.map(({ subCategoryName, stockQuantity, ...summary }) => ({ ...toSummary(summary), subCategoryName, stockQuantity }));
  return new Paged(items, totals[0]?.n ?? 0);
}

export const columnsOf = (input: ParsedInput) => ({
  name: input.productName,
  description: input.description,
  priceCents: toCents(input.price),
  stock: input.stockQuantity,
  category: input.categoryName,
  subcategory: input.subCategoryName,
  imageUrl: input.imageUrl ?? '',
});

export async function createProduct(db: Db, vendorId: number, input: ParsedInput): Promise<VendorProduct> {
  const [row] = await db
    .insert(products)
    .values({ vendorId, ...columnsOf(input) })
    .returning({ id: products.id });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  return loadOwn(db, vendorId, row.id);
}

export async function updateProduct(
  db: Db,
  vendorId: number,
  productId: number,
  input: ParsedInput,
): Promise<VendorProduct> {
  const updated = await db
    .update(products)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(own(vendorId, productId))
    .returning({ id: products.id });
  if (updated.length === 0) throw notFound(API_MESSAGES.productNotFound);
  return loadOwn(db, vendorId, productId);
}

/** Soft delete: orders, reviews and cart lines keep pointing at it; lists and search drop it. */
export async function deleteProduct(db: Db, vendorId: number, productId: number): Promise<void> {
  const deleted = await db
    .update(products)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(own(vendorId, productId))
    .returning({ id: products.id });
  if (deleted.length === 0) throw notFound(API_MESSAGES.productNotFound);
  // Cart lines stay: the cart says the item is no longer available (docs/decisions/032-deleted-products-in-carts.md).
}

