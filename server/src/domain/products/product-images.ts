import { checkImageSets, type ProductImageSet } from '@seamline/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { productImages, productVariants } from '../../db/schema.js';
import { invalidInput } from '../errors.js';
import type { ParsedInput } from './vendor-products.js';

type ImageSets = NonNullable<ParsedInput['images']>;

/**
 * What the product's and its variants' single image columns hold when `images` is sent: the
 * product's image is its own first image, each colour's variants show that colour's first image,
 * so carts, orders and cards (which read those columns) show what the gallery starts with.
 */
export function withImageColumns(input: ParsedInput): ParsedInput {
  const sets = input.images;
  if (!sets) return input;
  const first = (colour: string | null) => sets.find((s) => (s.colour?.toLowerCase() ?? null) === (colour?.toLowerCase() ?? null))?.urls[0];
  return {
    ...input,
    imageUrl: first(null) ?? input.imageUrl ?? null,
    variants: input.variants?.map((v) => ({ ...v, imageUrl: (v.colour !== null && first(v.colour)) || v.imageUrl })),
  };
}

/**
 * Replaces a product's image sets with those sent, in their order (the caller holds the product's
 * lock). Sent without `variants`, the colours are checked against the live variants here; with
 * them, the contract checked them. Absent: the sets stay, the product's own list starting with the
 * `imageUrl` sent, so a client that knows only spec §7's one image still changes what shows first.
 */
export async function writeProductImages(tx: Tx, productId: number, input: ParsedInput): Promise<void> {
  if (!input.images) return syncFirstOwnImage(tx, productId, input.imageUrl ?? '');
  if (!input.variants) {
    const live = await tx
      .selectDistinct({ colour: productVariants.colour })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
    const problems: string[] = [];
    checkImageSets(
      input.images,
      live.flatMap((v) => (v.colour === null ? [] : [v.colour])),
      (message) => problems.push(message),
    );
    if (problems[0]) throw invalidInput(problems[0]);
  }
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  const rows = imageRows(productId, input.images);
  if (rows.length > 0) await tx.insert(productImages).values(rows);
}

const imageRows = (productId: number, sets: ImageSets) =>
  sets.flatMap((set) => set.urls.map((url, position) => ({ productId, colour: set.colour, position, url })));

async function syncFirstOwnImage(tx: Tx, productId: number, imageUrl: string): Promise<void> {
  const own = await tx
    .select({ id: productImages.id, url: productImages.url })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNull(productImages.colour)))
    .orderBy(asc(productImages.position));
  const first = own[0];
  if (!first || first.url === imageUrl) return;
  if (imageUrl === '') await tx.delete(productImages).where(eq(productImages.id, first.id));
  else await tx.update(productImages).set({ url: imageUrl }).where(eq(productImages.id, first.id));
}

/** What a product's images are made of before the sets: its own image and each colour's, from their columns. */
export interface ImageColumns {
  imageUrl: string;
  /** In the order the colours are listed (the variants' positions). */
  colours: { name: string; imageUrl: string | null }[];
}

/** A product's image columns from its live variants (any order): each colour once, in position order. */
export function imageColumnsOf(
  imageUrl: string,
  variants: readonly { colour: string | null; imageUrl: string | null; position: number; id: number }[],
): ImageColumns {
  const colours = new Map<string, { name: string; imageUrl: string | null }>();
  for (const v of [...variants].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (v.colour !== null && !colours.has(v.colour.toLowerCase()))
      colours.set(v.colour.toLowerCase(), { name: v.colour, imageUrl: v.imageUrl });
  }
  return { imageUrl, colours: [...colours.values()] };
}

/** A product's image rows as one JSON array in the vendor's order, for a statement that reads the product. */
export const imageRowsOf = (productId: AnyPgColumn): SQL<ImageRow[]> => sql<ImageRow[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('colour', i.colour, 'url', i.url) order by i.position, i.id), '[]'::jsonb)
  from product_images i where i.product_id = ${productId})`;

export interface ImageRow {
  colour: string | null;
  url: string;
}

/**
 * A product's image sets: its own first, then each colour's in the order of `columns`' colours,
 * every list in the vendor's order. A product saved before it had sets (or never sent them)
 * answers its single images: its own image, and each colour's that differs from it.
 */
export const imageSetsOf = (rows: readonly ImageRow[], columns: ImageColumns): ProductImageSet[] =>
  rows.length > 0 ? setsOf(rows, columns) : fromColumns(columns);

/** The image sets of many products at once (one statement), as imageSetsOf answers each. */
export async function readProductImages(tx: Tx, columns: ReadonlyMap<number, ImageColumns>): Promise<Map<number, ProductImageSet[]>> {
  const ids = [...columns.keys()];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ productId: productImages.productId, colour: productImages.colour, url: productImages.url })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const answer = new Map<number, ProductImageSet[]>();
  for (const [id, product] of columns) {
    answer.set(
      id,
      imageSetsOf(
        rows.filter((r) => r.productId === id),
        product,
      ),
    );
  }
  return answer;
}

function setsOf(rows: readonly { colour: string | null; url: string }[], product: ImageColumns): ProductImageSet[] {
  const sets = new Map<string, ProductImageSet>();
  for (const r of rows) {
    const key = r.colour?.toLowerCase() ?? '';
    const set = sets.get(key) ?? { colour: r.colour, urls: [] };
    set.urls.push(r.url);
    sets.set(key, set);
  }
  // A colour no longer sold keeps its rows until the next save with images; it is not answered.
  const order = ['', ...product.colours.map((c) => c.name.toLowerCase())];
  return order.flatMap((key) => sets.get(key) ?? []);
}

function fromColumns(product: ImageColumns): ProductImageSet[] {
  const sets: ProductImageSet[] = product.imageUrl ? [{ colour: null, urls: [product.imageUrl] }] : [];
  for (const c of product.colours) {
    if (c.imageUrl && c.imageUrl !== product.imageUrl) sets.push({ colour: c.name, urls: [c.imageUrl] });
  }
  return sets;
}
