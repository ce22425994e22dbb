import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { images } from '../db/schema.js';
import { reencodeImage } from './reencode-image.js';
import type { ImageType } from './sniff-image-type.js';

/** Where uploads are served: a product uses an upload when its image_url is this plus the id. */
export const UPLOADS_PATH = '/images/uploads/';

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Stores the re-encoded upload in the database, so every instance serves it; answers its public URL. */
export async function storeImage(db: Tx, ownerId: number, bytes: Uint8Array): Promise<string> {
  const { contentType, data } = await reencodeImage(bytes);
  const id = `${randomUUID()}.${EXTENSION[contentType]}`;
  await db.insert(images).values({ id, ownerId, contentType, data });
  return `${UPLOADS_PATH}${id}`;
}

export async function loadImage(db: Tx, id: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  if (!/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(id)) return null;
  const [row] = await db.select({ contentType: images.contentType, data: images.data }).from(images).where(eq(images.id, id));
  return row ?? null;
}
