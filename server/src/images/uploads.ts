import { randomUUID } from 'node:crypto';
import { API_MESSAGES, IMAGE_WIDTHS, LIMITS } from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { images, imageSizes } from '../db/schema.js';
import { tooLarge } from '../domain/errors.js';
import { reencodeImage } from './reencode-image.js';
import type { ImageType } from './sniff-image-type.js';

/** Where uploads are served: a product uses an upload when its image_url is this plus the id. */
export const UPLOADS_PATH = '/images/uploads/';

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Advisory lock space (with the owner's id) in which one vendor's uploads take turns at the quota. */
const QUOTA_LOCK = 7_261_003;

/**
 * Stores the re-encoded upload in the database, so every instance serves it; answers its public
 * URL. The quota counts what the vendor's uploads take up now, on every instance.
 */
export async function storeImage(
  db: Tx,
  ownerId: number,
  bytes: Uint8Array,
  quotaBytes: number = LIMITS.uploadQuotaBytes,
): Promise<string> {
  const { contentType, data, sizes } = await reencodeImage(bytes);
  const id = `${randomUUID()}.${EXTENSION[contentType]}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${ownerId}::int)`);
    const [used] = await tx
      .select({ bytes: sql<number>`coalesce(sum(octet_length(${images.data})), 0)`.mapWith(Number) })
      .from(images)
      .where(eq(images.ownerId, ownerId));
    if ((used?.bytes ?? 0) + data.length > quotaBytes) throw tooLarge(API_MESSAGES.uploadQuotaReached);
    await tx.insert(images).values({ id, ownerId, contentType, data });
    // The smaller widths are not counted: they take up less than the upload they come from.
    if (sizes.length > 0) await tx.insert(imageSizes).values(sizes.map((s) => ({ imageId: id, width: s.width, data: s.data })));
  });
  return `${UPLOADS_PATH}${id}`;
}

const FILE = /^([0-9a-f-]{36})(?:-(\d+)w)?\.(png|jpg|webp)$/;

/**
 * An upload by its file name: `<id>.jpg` as uploaded, `<id>-640w.jpg` at that width; a width not
 * stored (the upload is narrower, or older than its sizes) answers the upload itself.
 */
export async function loadImage(db: Tx, file: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const id = `${match[1]}.${match[3]}`;
  const width = match[2] === undefined ? null : Number(match[2]);
  if (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const [row] = await db
    .select({
      contentType: images.contentType,
      data: width === null ? images.data : sql<Uint8Array>`coalesce(${imageSizes.data}, ${images.data})`,
    })
    .from(images)
    .leftJoin(imageSizes, and(eq(imageSizes.imageId, images.id), eq(imageSizes.width, width ?? 0)))
    .where(eq(images.id, id));
  return row ?? null;
}
