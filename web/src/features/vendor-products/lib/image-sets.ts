import { PRODUCT_IMAGES_MAX, type ProductImageSet, type ProductInput } from '@seamline/contract';

/**
 * The images the vendor's dialog edits (docs/architecture.md#everyday-shop): `own` are the product's images after the one
 * in 'Image URL' (which stays its first), `byColour` each colour's in order, keyed by lower-case name.
 */
export interface ImageSets {
  own: string[];
  byColour: Record<string, string[]>;
}

export const colourKey = (colour: string) => colour.toLowerCase();

/** The dialog's lists from what the product page answers; its first own image is the 'Image URL' field's. */
export function imageSetsFrom(images: readonly ProductImageSet[] | undefined, imageUrl: string): ImageSets {
  const sets: ImageSets = { own: [], byColour: {} };
  for (const set of images ?? []) {
    if (set.colour === null) sets.own = set.urls.filter((u, i) => !(i === 0 && u === imageUrl));
    else sets.byColour[colourKey(set.colour)] = [...set.urls];
  }
  return sets;
}

/** How many more the product's own list takes: 'Image URL' counts as one when filled. */
export const ownRoom = (imageUrl: string) => PRODUCT_IMAGES_MAX - (imageUrl ? 1 : 0);

/** `images` for add/update product: the own list starting with 'Image URL', then each colour still in the grid. */
export function toImagesInput(sets: ImageSets, imageUrl: string, colours: readonly string[]): NonNullable<ProductInput['images']> {
  const own = [...(imageUrl ? [imageUrl] : []), ...sets.own];
  return [
    ...(own.length > 0 ? [{ colour: null, urls: own }] : []),
    ...colours.flatMap((colour) => {
      const urls = sets.byColour[colourKey(colour)] ?? [];
      return urls.length > 0 ? [{ colour, urls }] : [];
    }),
  ];
}

/** The list with the item at `from` moved to `to` (both kept inside the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
