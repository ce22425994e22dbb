import { fromCents, WISHLIST_MAX, WISHLIST_TEXTS, type WishlistItem } from '@seamline/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { products, users, wishlistItems } from '../../db/schema.js';
import { conflict, notFound } from '../errors.js';

/** The buyer's saved products, newest first, with the price and stock as they are now. */
export async function listWishlist(db: Db, buyerId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      categoryName: products.category,
      vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
      vendorSlug: sql<string>`coalesce(${users.shopSlug}, '')`,
      stock: products.stock,
      deletedAt: products.deletedAt,
      colours: products.colours,
      savedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(eq(wishlistItems.buyerId, buyerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map(({ priceCents, stock, deletedAt, savedAt, ...row }) => ({
    ...row,
    price: fromCents(priceCents),
    available: deletedAt === null,
    inStock: deletedAt === null && stock > 0,
    savedAt: savedAt.toISOString(),
  }));
}

/** Saves a live product; saving it again changes nothing. A full wishlist (WISHLIST_MAX) refuses a new one. */
export async function saveToWishlist(db: Db, buyerId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) throw notFound(WISHLIST_TEXTS.productUnknown);
  const saved = await queryRows<{ product_id: number }>(
    db,
    sql`
    insert into ${wishlistItems} (buyer_id, product_id)
    select ${buyerId}, ${productId}
    where (select count(*) from ${wishlistItems} where buyer_id = ${buyerId}) < ${WISHLIST_MAX}
       or exists (select 1 from ${wishlistItems} where buyer_id = ${buyerId} and product_id = ${productId})
    on conflict do nothing
    returning product_id`,
  );
  if (saved.length > 0) return;
  const [kept] = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
  if (!kept) throw conflict(WISHLIST_TEXTS.wishlistFull);
}

/** Removes a product from the wishlist; one not in it changes nothing. */
export async function removeFromWishlist(db: Db, buyerId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, productId)));
}
