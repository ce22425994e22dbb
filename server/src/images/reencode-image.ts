import { API_MESSAGES, IMAGE_WIDTHS, LIMITS } from '@seamline/contract';
import sharp, { type Sharp } from 'sharp';
import { invalidInput, tooLarge } from '../domain/errors.js';
import { type ImageType, sniffImageType } from './sniff-image-type.js';

// Each upload is decoded once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** libvips' name for each type we accept, and how it is encoded again. */
const CODEC: Record<ImageType, { format: string; encode: (image: Sharp) => Sharp }> = {
  'image/png': { format: 'png', encode: (image) => image.png() },
  'image/jpeg': { format: 'jpeg', encode: (image) => image.jpeg({ quality: 90 }) },
  'image/webp': { format: 'webp', encode: (image) => image.webp({ quality: 90 }) },
};

export interface ReencodedImage {
  contentType: ImageType;
  data: Uint8Array;
  /** The image at each of IMAGE_WIDTHS narrower than itself, for srcset (none is made larger). */
  sizes: { width: number; data: Uint8Array }[];
}

/**
 * Decodes an upload and encodes it again in its own type, so only pixels are stored: no metadata
 * (EXIF, GPS, comments), nothing after the image. Only PNG, JPEG and WebP reach the decoder (known
 * by their first bytes); the size in the header is checked before any pixel is decoded, and libvips
 * itself refuses more than the cap (docs/decisions/030-uploads-re-encoded.md).
 */
export async function reencodeImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalidInput(API_MESSAGES.imageInvalid);
  const codec = CODEC[contentType];
  // autoOrient turns the pixels as the EXIF orientation says, since that tag is not kept.
  const image = sharp(bytes, { limitInputPixels: LIMITS.uploadPixelsMax, autoOrient: true });
  const { format, width, height } = await image.metadata().catch(refuse);
  if (format !== codec.format || !width || !height) throw invalidInput(API_MESSAGES.imageUnreadable);
  if (Math.max(width, height) > LIMITS.uploadSideMax) throw tooLarge(API_MESSAGES.imageTooManyPixels);
  const data = await codec.encode(image.clone()).toBuffer().catch(refuse);
  // One after another: a few uploads at once already keep both cores busy.
  const sizes: ReencodedImage['sizes'] = [];
  for (const w of IMAGE_WIDTHS.filter((w) => w < width)) {
    sizes.push({
      width: w,
      data: await codec
        .encode(image.clone().resize({ width: w }))
        .toBuffer()
        .catch(refuse),
    });
  }
  return { contentType, data, sizes };
}

/** libvips' refusals in words the vendor can act on. */
function refuse(err: unknown): never {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) throw tooLarge(API_MESSAGES.imageTooManyPixels);
  throw invalidInput(API_MESSAGES.imageUnreadable);
}
