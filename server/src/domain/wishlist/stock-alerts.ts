import { STOCK_ALERTS_MAX, type StockAlertList, WISHLIST_TEXTS } from '@seamline/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { products, productVariants, stockAlerts, users } from '../../db/schema.js';
import { conflict, notFound } from '../errors.js';

/** The sold-out variants the buyer waits for, and each ask with its product, size and colour (newest first). */
export async function listStockAlerts(db: Db, buyerId: number): Promise<StockAlertList> {
  const rows = await db
    .select({
      variantId: stockAlerts.variantId,
      productId: products.id,
      productName: products.name,
      size: productVariants.size,
      colour: productVariants.colour,
      imageUrl: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
      vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
      available: sql<boolean>`${products.listed} and ${productVariants.deletedAt} is null`,
      askedAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(eq(stockAlerts.buyerId, buyerId))
    .orderBy(desc(stockAlerts.createdAt), asc(stockAlerts.variantId));
  return {
    variantIds: rows.map((r) => r.variantId).sort((a, b) => a - b),
    alerts: rows.map(({ askedAt, ...r }) => ({ ...r, available: Boolean(r.available), askedAt: askedAt.toISOString() })),
  };
}

/**
 * 'Tell me when it's back' on a live variant with no stock; asking again changes nothing. The
 * variant's row is read FOR SHARE, so an ask waits for a write bringing it back that is under way
 * and then sees it in stock, instead of waiting for the next time (the trigger of migration 0022
 * mails and forgets each ask when the stock goes above 0).
 */
export async function askStockAlert(db: Db, buyerId: number, variantId: number): Promise<void> {
  const [variant] = await queryRows<{ stock: number; asked: boolean; full: boolean }>(
    db,
    sql`with variant as (
          select v.id, v.stock from product_variants v join products p on p.id = v.product_id
          where v.id = ${variantId} and v.deleted_at is null and p.deleted_at is null
          for share of v
        ),
        asked as (select count(*)::int as n, bool_or(variant_id = ${variantId}) as mine from ${stockAlerts} where buyer_id = ${buyerId}),
        added as (
          insert into ${stockAlerts} (variant_id, buyer_id)
          select variant.id, ${buyerId} from variant, asked where variant.stock = 0 and asked.n < ${STOCK_ALERTS_MAX}
          on conflict do nothing
          returning variant_id
        )
        select variant.stock, coalesce(asked.mine, false) or exists (select 1 from added) as asked, asked.n >= ${STOCK_ALERTS_MAX} as full
        from variant, asked`,
  );
  if (!variant) throw notFound(WISHLIST_TEXTS.variantUnknown);
  if (variant.stock > 0) throw conflict(WISHLIST_TEXTS.variantInStock);
  if (!variant.asked && variant.full) throw conflict(WISHLIST_TEXTS.alertsFull);
}

/** Takes back an ask; one not made changes nothing. */
export async function cancelStockAlert(db: Db, buyerId: number, variantId: number): Promise<void> {
  await db.delete(stockAlerts).where(and(eq(stockAlerts.buyerId, buyerId), eq(stockAlerts.variantId, variantId)));
}
