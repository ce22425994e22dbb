import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { images } from '../db/schema.js';
import { invalidInput } from '../domain/errors.js';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';
const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The real type of an image from its first bytes; the file name and the sender's claim do not count. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47 && at(4) === 0x0d && at(5) === 0x0a && at(6) === 0x1a && at(7) === 0x0a) {
    return 'image/png';
  }
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Stores an upload in the database, so every instance serves it; answers its public URL. */
export async function storeImage(db: Tx, ownerId: number, bytes: Uint8Array): Promise<string> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalidInput(API_MESSAGES.imageInvalid);
  const id = `${randomUUID()}.${EXTENSION[contentType]}`;
  await db.insert(images).values({ id, ownerId, contentType, data: bytes });
  return `/images/uploads/${id}`;
}

export async function loadImage(db: Tx, id: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  if (!/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(id)) return null;
  const [row] = await db.select({ contentType: images.contentType, data: images.data }).from(images).where(eq(images.id, id));
  return row ?? null;
}
