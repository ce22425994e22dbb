import { LIMITS } from '@seamline/contract';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { images, productImages, products, productVariants } from '../db/schema.js';
import { UPLOADS_PATH } from './uploads.js';

const GRACE_MS = LIMITS.uploadOrphanHours * 3_600_000;

/**
 * Deletes the uploads no product (deleted ones included: past orders still show them) names as its
 * image, in its gallery or as a colour's image (their smaller widths go with them), once they are
 * older than the grace a vendor has to save the product form. One statement, so instances running
 * it at once delete each image once; answers how many went.
 */
export async function deleteOrphanedImages(db: Tx, now: number): Promise<number> {
  const url = sql`${UPLOADS_PATH} || ${images.id}`;
  const named = db.select({ one: sql`1` }).from(products).where(eq(products.imageUrl, url));
  const inGallery = db.select({ one: sql`1` }).from(productImages).where(eq(productImages.url, url));
  const ofVariant = db.select({ one: sql`1` }).from(productVariants).where(eq(productVariants.imageUrl, url));
  const deleted = await db
    .delete(images)
    .where(and(lt(images.createdAt, new Date(now - GRACE_MS)), notExists(named), notExists(inGallery), notExists(ofVariant)))
    .returning({ id: images.id });
  return deleted.length;
}
