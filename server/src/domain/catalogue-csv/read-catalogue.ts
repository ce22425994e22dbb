import type { Category, Subcategory } from '@seamline/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, productVariants } from '../../db/schema.js';

/** A live size × colour as the CSV file reads and writes it. */
export interface CatalogueVariant {
  id: number;
  productId: number;
  size: string | null;
  colour: string | null;
  colourHex: string | null;
  sku: string | null;
  priceCents: number | null;
  compareAtCents: number | null;
  stock: number;
  imageUrl: string | null;
}

/** A live product of the vendor with its live variants in position order. */
export interface CatalogueProduct {
  id: number;
  name: string;
  description: string;
  category: Category;
  subcategory: Subcategory;
  basePriceCents: number;
  compareAtCents: number | null;
  saleEndsAt: Date | null;
  imageUrl: string;
  variants: CatalogueVariant[];
}

/**
 * The vendor's live products (all, or those of `productIds`) in id order, each with its live
 * variants in position order: two statements whatever the catalogue's size.
 */
export async function readCatalogue(db: Tx, vendorId: number, productIds?: readonly number[]): Promise<CatalogueProduct[]> {
  if (productIds?.length === 0) return [];
  const only = productIds ? inArray(products.id, [...productIds]) : undefined;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      subcategory: products.subcategory,
      basePriceCents: products.basePriceCents,
      compareAtCents: products.compareAtCents,
      saleEndsAt: products.saleEndsAt,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt), only))
    .orderBy(asc(products.id));
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      colour: productVariants.colour,
      colourHex: productVariants.colourHex,
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      compareAtCents: productVariants.compareAtCents,
      stock: productVariants.stock,
      imageUrl: productVariants.imageUrl,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.vendorId, vendorId),
        isNull(productVariants.deletedAt),
        isNull(products.deletedAt),
        productIds ? inArray(productVariants.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<number, CatalogueVariant[]>();
  for (const v of variants) {
    const list = byProduct.get(v.productId);
    if (list) list.push(v);
    else byProduct.set(v.productId, [v]);
  }
  return rows.map((p) => ({ ...p, variants: byProduct.get(p.id) ?? [] }));
}

/** Locks the vendor's live products among `productIds` in id order, as every product write does (decision 049). */
export async function lockProducts(tx: Tx, vendorId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt), inArray(products.id, [...productIds])))
    .orderBy(asc(products.id))
    .for('update');
}
