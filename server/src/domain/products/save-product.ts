import { API_MESSAGES, toCents, VARIANT_TEXTS, type VendorProduct } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { violatesUnique } from '../../db/violations.js';
import { conflict, notFound } from '../errors.js';
import { refreshProductTotals } from '../variants/product-totals.js';
import { retireVariants, skuTakenElsewhere, writeVariants } from '../variants/write-variants.js';
import { withImageColumns, writeProductImages } from './product-images.js';
import { loadOwn, own, type ParsedInput } from './vendor-products.js';

/** The product's own columns an add or update writes; stock, price and colours follow its variants. */
export const columnsOf = (input: ParsedInput) => ({
  name: input.productName,
  description: input.description,
  basePriceCents: toCents(input.price),
  compareAtCents: input.compareAtPrice === null ? null : toCents(input.compareAtPrice),
  saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
  category: input.categoryName,
  subcategory: input.subCategoryName,
  imageUrl: input.imageUrl ?? '',
});

/** Inserts a product with its variants and totals in the caller's transaction; answers its id. */
export async function insertProduct(tx: Tx, vendorId: number, sent: ParsedInput, now: Date): Promise<number> {
  const input = withImageColumns(sent);
  const columns = columnsOf(input);
  const [row] = await tx
    .insert(products)
    .values({ vendorId, ...columns, priceCents: columns.basePriceCents, stock: 0, createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  await writeVariants(tx, { id: row.id, vendorId, category: input.categoryName, subcategory: input.subCategoryName }, input, now);
  await writeProductImages(tx, row.id, input);
  await refreshProductTotals(tx, [row.id], now);
  return row.id;
}

/**
 * Runs a product write, answering a SKU another of the vendor's products holds with 409 naming it.
 * The index decides (a racing write included); the SKU is then named from what is committed.
 */
export async function refusingTakenSkus<T>(
  db: Db,
  vendorId: number,
  productId: number | null,
  input: ParsedInput,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!violatesUnique(err, 'product_variants_vendor_sku_key')) throw err;
    const skus = (input.variants ?? []).flatMap((v) => (v.sku === null ? [] : [v.sku]));
    const taken = (await skuTakenElsewhere(db, vendorId, productId, skus)) ?? skus[0] ?? '';
    throw conflict(VARIANT_TEXTS.skuTaken(taken));
  }
}

export async function createProduct(db: Db, vendorId: number, input: ParsedInput, now = new Date()): Promise<VendorProduct> {
  return refusingTakenSkus(db, vendorId, null, input, () =>
    db.transaction(async (tx) => {
      const id = await insertProduct(tx, vendorId, input, now);
      return loadOwn(tx, vendorId, id);
    }),
  );
}

export async function updateProduct(
  db: Db,
  vendorId: number,
  productId: number,
  sent: ParsedInput,
  now = new Date(),
): Promise<VendorProduct> {
  const input = withImageColumns(sent);
  return refusingTakenSkus(db, vendorId, productId, input, () =>
    db.transaction(async (tx) => {
      const [found] = await tx.select({ id: products.id }).from(products).where(own(vendorId, productId)).for('update');
      if (!found) throw notFound(API_MESSAGES.productNotFound);
      await tx
        .update(products)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(products.id, productId));
      await writeVariants(tx, { id: productId, vendorId, category: input.categoryName, subcategory: input.subCategoryName }, input, now);
      await writeProductImages(tx, productId, input);
      await refreshProductTotals(tx, [productId], now);
      return loadOwn(tx, vendorId, productId);
    }),
  );
}

/** Soft delete: orders, reviews and cart lines keep pointing at it; lists and search drop it; its variants retire. */
export async function deleteProduct(db: Db, vendorId: number, productId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(own(vendorId, productId))
      .returning({ id: products.id });
    if (deleted.length === 0) throw notFound(API_MESSAGES.productNotFound);
    await retireVariants(tx, productId, now);
  });
  // Cart lines stay: the cart says the item is no longer available (docs/decisions/032-deleted-products-in-carts.md).
}
