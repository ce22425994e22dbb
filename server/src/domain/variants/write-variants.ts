import {
  allowedSizesText,
  type Category,
  isValidSize,
  type ParsedProductInput,
  SIZE_MESSAGES,
  type Subcategory,
  toCents,
  VARIANT_TEXTS,
} from '@seamline/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cartItems, productVariants } from '../../db/schema.js';
import { conflict, invalidInput } from '../errors.js';

export type VariantInput = NonNullable<ParsedProductInput['variants']>[number];

/** The product whose variants are written; its row is locked (or new) in the caller's transaction. */
export interface VariantOwner {
  id: number;
  vendorId: number;
  category: Category;
  subcategory: Subcategory;
}

/** A variant's columns as add/update product write them. */
export const columnsOf = (v: VariantInput, position: number) => ({
  size: v.size,
  colour: v.colour,
  colourHex: v.colourHex,
  sku: v.sku,
  priceCents: v.price === null ? null : toCents(v.price),
  compareAtCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
  stock: v.stockQuantity,
  imageUrl: v.imageUrl,
  position,
});

/**
 * Writes a product's variants as add/update product asks (docs/architecture.md#sizes-and-colours). Without `variants` the
 * product has one variant holding `stockQuantity`; a product already sold in several keeps them,
 * and a stock other than their sum is refused (docs/decisions/049). With `variants`, a listed
 * `variantId` keeps its row, an unlisted live one is retired and leaves every cart, and a line
 * without one is new; positions follow the order sent. The caller refreshes the product's totals.
 */
export async function writeVariants(
  tx: Tx,
  product: VariantOwner,
  input: { variants?: readonly VariantInput[] | undefined; stockQuantity?: number | undefined },
  now: Date,
): Promise<void> {
  const live = await tx
    .select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), isNull(productVariants.deletedAt)))
    .orderBy(productVariants.position, productVariants.id);

  if (!input.variants) {
    // The category may have changed: the sizes it is sold in must still be sizes of it.
    if (live.some((v) => v.size !== null && !isValidSize(product.category, product.subcategory, v.size))) {
      throw invalidInput(SIZE_MESSAGES.sizeInvalid(allowedSizesText(product.category, product.subcategory)));
    }
    const stock = input.stockQuantity ?? 0;
    const [only, ...more] = live;
    if (!only) {
      await tx.insert(productVariants).values({ productId: product.id, vendorId: product.vendorId, stock, position: 0 });
    } else if (more.length === 0) {
      await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, only.id));
    } else {
      const sum = live.reduce((s, v) => s + v.stock, 0);
      if (input.stockQuantity !== undefined && input.stockQuantity !== sum) throw invalidInput(VARIANT_TEXTS.stockIsVariantSum(sum));
    }
    return;
  }

  const liveIds = new Set(live.map((v) => v.id));
  for (const v of input.variants) {
    if (v.variantId !== undefined && !liveIds.has(v.variantId)) throw invalidInput(VARIANT_TEXTS.variantIdUnknown(v.variantId));
  }
  // The usual refusal of a SKU in use, without a failed write; a racing write is caught by the index.
  const taken = await skuTakenElsewhere(
    tx,
    product.vendorId,
    product.id,
    input.variants.flatMap((v) => (v.sku === null ? [] : [v.sku])),
  );
  if (taken !== null) throw conflict(VARIANT_TEXTS.skuTaken(taken));
  // Every live variant is retired first and the kept ones brought back with their new fields, so
  // two variants may swap sizes or SKUs without meeting in the live-only unique indexes on the way.
  if (live.length > 0) {
    await tx
      .update(productVariants)
      .set({ deletedAt: now })
      .where(inArray(productVariants.id, [...liveIds]));
  }
  const kept = new Set<number>();
  const fresh: (ReturnType<typeof columnsOf> & { productId: number; vendorId: number })[] = [];
  for (const [position, v] of input.variants.entries()) {
    if (v.variantId === undefined) {
      fresh.push({ productId: product.id, vendorId: product.vendorId, ...columnsOf(v, position) });
      continue;
    }
    kept.add(v.variantId);
    await tx
      .update(productVariants)
      .set({ ...columnsOf(v, position), deletedAt: null })
      .where(eq(productVariants.id, v.variantId));
  }
  if (fresh.length > 0) await tx.insert(productVariants).values(fresh);
  const retired = [...liveIds].filter((id) => !kept.has(id));
  // A retired size or colour can no longer be bought: it leaves every cart (docs/decisions/048).
  if (retired.length > 0) await tx.delete(cartItems).where(inArray(cartItems.variantId, retired));
}

/** Retires every live variant of a deleted product; cart lines stay (docs/decisions/032, 049). */
export async function retireVariants(tx: Tx, productId: number, now: Date): Promise<void> {
  await tx
    .update(productVariants)
    .set({ deletedAt: now })
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
}

/** Which of `skus` another live product of the vendor already uses (compared case-insensitively). */
export async function skuTakenElsewhere(
  tx: Tx,
  vendorId: number,
  productId: number | null,
  skus: readonly string[],
): Promise<string | null> {
  if (skus.length === 0) return null;
  const lowered = skus.map((s) => s.toLowerCase());
  const [row] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.vendorId, vendorId),
        isNull(productVariants.deletedAt),
        sql`lower(${productVariants.sku}) in ${lowered}`,
        productId === null ? undefined : sql`${productVariants.productId} <> ${productId}`,
      ),
    )
    .limit(1);
  if (!row?.sku) return null;
  return skus.find((s) => s.toLowerCase() === row.sku?.toLowerCase()) ?? row.sku;
}
