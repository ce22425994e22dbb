import { galleryImages, type ProductDetail } from '@seamline/contract';

/**
 * The product page's photos for the chosen colour (docs/architecture.md#everyday-shop): its images first. Before a colour
 * is chosen the page starts where the card did, with the colour whose first image the card shows.
 */
export function photosFor(product: Pick<ProductDetail, 'images' | 'imageUrl'>, colour: string | null, fallback: string): string[] {
  const sets = product.images ?? [];
  const shown = colour ?? sets.find((s) => s.colour !== null && s.urls[0] === product.imageUrl)?.colour ?? null;
  const photos = galleryImages(sets, shown);
  return photos.length > 0 ? photos : [fallback];
}

/** A place on the screen, in CSS pixels. */
export type Point = { x: number; y: number };

/** The photo after `index` by `step`, going round at either end. */
export const stepPhoto = (index: number, step: number, count: number): number => (count === 0 ? 0 : (index + step + count) % count);

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

export const clampZoom = (scale: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));

/** The zoom a pinch asks for: the scale it began at, times how far the fingers moved apart. */
export const pinchZoom = (startScale: number, startDistance: number, distance: number): number =>
  startDistance <= 0 ? clampZoom(startScale) : clampZoom((startScale * distance) / startDistance);

/** How far a zoomed image may move each way before its edge leaves the frame's edge. */
export function clampPan(offset: Point, scale: number, frame: { width: number; height: number }) {
  const maxX = ((scale - 1) * frame.width) / 2;
  const maxY = ((scale - 1) * frame.height) / 2;
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}
