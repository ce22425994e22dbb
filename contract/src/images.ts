/** How many images a product may have of its own, and each of its colours (docs/architecture.md#everyday-shop). */
export const PRODUCT_IMAGES_MAX = 8;

/** The widths an upload is also stored at, for `srcset` (an upload narrower than one keeps its own size). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export const IMAGE_TEXTS = {
  tooManyOwn: (max: number) => `A product can have at most ${max} images`,
  tooManyOfColour: (colour: string, max: number) => `${colour} can have at most ${max} images`,
  colourRepeated: (colour: string) => `The images of ${colour} are listed more than once`,
  ownRepeated: "The product's own images are listed more than once",
  colourUnknown: (colour: string) => `${colour} is not one of this product's colours`,
  imageRepeated: 'The same image is listed twice',
  /** The vendor's dialog: images of the product itself, then of each colour. */
  ownImages: 'More images of the product',
  sectionTitle: 'Photos',
  sectionHint: "Up to 8 for the product (the image above is its first) and 8 for each colour. Buyers see the chosen colour's first.",
  colourImages: (colour: string) => `Images of ${colour}`,
  moveEarlier: (n: number) => `Move image ${n} earlier`,
  moveLater: (n: number) => `Move image ${n} later`,
  remove: (n: number) => `Remove image ${n}`,
  moved: (from: number, to: number, count: number) => `Image ${from} moved to position ${to} of ${count}`,
  removed: (n: number, count: number) => `Image ${n} removed; ${count} left`,
  addImage: 'Add image',
  reorderHint: 'Drag images, or focus one and press the arrow keys, to change their order. The first one is shown first.',
  /** The product page's gallery. */
  galleryLabel: (name: string) => `Photos of ${name}`,
  showImage: (n: number, count: number) => `Show image ${n} of ${count}`,
  imageOf: (n: number, count: number) => `Image ${n} of ${count}`,
  previous: 'Previous image',
  next: 'Next image',
  zoom: 'Zoom in',
  zoomTitle: (name: string) => `${name}, zoomed`,
  zoomHint: 'Pinch or use + and − to zoom, drag to move, arrow keys for the next image.',
  zoomIn: 'Zoom in further',
  zoomOut: 'Zoom out',
} as const;

/** The images a product answers: its own (`colour` null), then each colour's, each list in the vendor's order. */
export interface ProductImageSet {
  colour: string | null;
  urls: string[];
}

/**
 * What image sets must hold together: at most PRODUCT_IMAGES_MAX in each, each colour (and the
 * product's own) once, only colours the product is sold in (when they are known), no image twice in a list.
 */
export function checkImageSets(
  sets: readonly { colour: string | null; urls: readonly string[] }[],
  colours: readonly string[] | null,
  issue: (message: string, path: (string | number)[]) => void,
): void {
  const known = colours && new Set(colours.map((c) => c.toLowerCase()));
  const seen = new Set<string>();
  sets.forEach((set, i) => {
    const key = set.colour === null ? '' : set.colour.toLowerCase();
    if (seen.has(key))
      issue(set.colour === null ? IMAGE_TEXTS.ownRepeated : IMAGE_TEXTS.colourRepeated(set.colour), ['images', i, 'colour']);
    seen.add(key);
    if (set.colour !== null && known && !known.has(key)) issue(IMAGE_TEXTS.colourUnknown(set.colour), ['images', i, 'colour']);
    if (set.urls.length > PRODUCT_IMAGES_MAX) {
      const message =
        set.colour === null ? IMAGE_TEXTS.tooManyOwn(PRODUCT_IMAGES_MAX) : IMAGE_TEXTS.tooManyOfColour(set.colour, PRODUCT_IMAGES_MAX);
      issue(message, ['images', i, 'urls']);
    }
    if (new Set(set.urls).size !== set.urls.length) issue(IMAGE_TEXTS.imageRepeated, ['images', i, 'urls']);
  });
}

const UPLOAD = /^(\/images\/uploads\/[0-9a-f-]{36})\.(png|jpg|webp)$/;

/** An upload's URL at one of IMAGE_WIDTHS; other images (generated art, other sites) have one size. */
export function sizedImageUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  const match = UPLOAD.exec(url);
  return match ? `${match[1]}-${width}w.${match[2]}` : url;
}

/** `srcset` for an upload (every stored width), undefined for an image of one size. */
export function imageSrcSet(url: string): string | undefined {
  if (!UPLOAD.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${sizedImageUrl(url, w)} ${w}w`).join(', ');
}

/** The gallery's order for a chosen colour: its images first, then the product's own, then the other colours'. */
export function galleryImages(sets: readonly ProductImageSet[], colour: string | null): string[] {
  const chosen = colour?.toLowerCase() ?? null;
  const rank = (set: ProductImageSet) => {
    if (chosen !== null && set.colour?.toLowerCase() === chosen) return 0;
    return set.colour === null ? 1 : 2;
  };
  const ordered = sets.map((set, i) => ({ set, i })).sort((a, b) => rank(a.set) - rank(b.set) || a.i - b.i);
  return [...new Set(ordered.flatMap(({ set }) => set.urls))];
}
