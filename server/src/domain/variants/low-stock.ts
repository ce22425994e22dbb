import { LOW_STOCK_BELOW, type LowStockItem } from '@seamline/contract';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, productVariants } from '../../db/schema.js';

/** The 'Low stock' card shows at most this many variants, the emptiest first. */
export const LOW_STOCK_MAX = 50;

/**
 * The vendor's live variants of live products with fewer than LOW_STOCK_BELOW units (docs/architecture.md#sizes-and-colours),
 * fewest first, then by product name; read by the (vendor, stock) index of live variants.
 */
export function listLowStock(db: Tx, vendorId: number): Promise<LowStockItem[]> {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      size: productVariants.size,
      colour: productVariants.colour,
      stockQuantity: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.vendorId, vendorId),
        isNull(productVariants.deletedAt),
        lt(productVariants.stock, LOW_STOCK_BELOW),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position), asc(productVariants.id))
    .limit(LOW_STOCK_MAX);
}
