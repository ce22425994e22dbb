import { VARIANT_TEXTS } from '@seamline/contract';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { cartItems, productVariants } from '../../db/schema.js';
import { conflict, invalidInput } from '../errors.js';
import { refreshProductTotals } from './product-totals.js';
import { columnsOf, type VariantInput } from './write-variants.js';

/** Rows per statement, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * `writeVariants` with `variants` for many products of one vendor at once, in a few set-based
 * statements whatever their number (a catalogue import): the same rules — a listed `variantId` keeps
 * its row, an unlisted live one is retired and leaves every cart, a line without one is new,
 * positions follow the order sent, a SKU another of the vendor's products holds is 409 — then the
 * products' totals. The caller holds the products' row locks (docs/decisions/049).
 */
export async function writeManyVariants(
  tx: Tx,
  vendorId: number,
  items: readonly { productId: number; variants: readonly VariantInput[] }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const productIds = items.map((i) => i.productId);
  const live = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.deletedAt)));
  const ownerOf = new Map(live.map((v) => [v.id, v.productId]));
  const skus = items.flatMap((i) => i.variants.flatMap((v) => (v.sku === null ? [] : [v.sku.toLowerCase()])));
  const holders = new Map<string, number>();
  for (const part of chunks([...new Set(skus)])) {
    const rows = await tx
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(
          sql`${productVariants.vendorId} = ${vendorId}`,
          isNull(productVariants.deletedAt),
          sql`lower(${productVariants.sku}) in ${part}`,
        ),
      );
    for (const r of rows) if (r.sku) holders.set(r.sku.toLowerCase(), r.productId);
  }

  const kept: SQL[] = [];
  const fresh: (ReturnType<typeof columnsOf> & { productId: number; vendorId: number })[] = [];
  const keptIds = new Set<number>();
  for (const { productId, variants } of items) {
    for (const [position, v] of variants.entries()) {
      const holder = v.sku === null ? undefined : holders.get(v.sku.toLowerCase());
      if (v.sku !== null && holder !== undefined && holder !== productId) throw conflict(VARIANT_TEXTS.skuTaken(v.sku));
      const c = columnsOf(v, position);
      if (v.variantId === undefined) {
        fresh.push({ productId, vendorId, ...c });
        continue;
      }
      if (ownerOf.get(v.variantId) !== productId) throw invalidInput(VARIANT_TEXTS.variantIdUnknown(v.variantId));
      keptIds.add(v.variantId);
      kept.push(
        sql`(${v.variantId}::int, ${c.size}::text, ${c.colour}::text, ${c.colourHex}::text, ${c.sku}::text, ${c.priceCents}::int, ${c.compareAtCents}::int, ${c.stock}::int, ${c.imageUrl}::text, ${c.position}::int)`,
      );
    }
  }
  // Every live variant is retired first and the kept ones brought back, as writeVariants does, so
  // two variants may swap sizes or SKUs without meeting in the live-only unique indexes.
  for (const part of chunks(live.map((v) => v.id))) {
    await tx.update(productVariants).set({ deletedAt: now }).where(inArray(productVariants.id, part));
  }
  for (const part of chunks(kept)) {
    await queryRows(
      tx,
      sql`update product_variants v set size = x.size, colour = x.colour, colour_hex = x.colour_hex, sku = x.sku,
        price_cents = x.price_cents, compare_at_cents = x.compare_at_cents, stock = x.stock, image_url = x.image_url, position = x.position, deleted_at = null
      from (values ${sql.join(part, sql`, `)}) as x(id, size, colour, colour_hex, sku, price_cents, compare_at_cents, stock, image_url, position)
      where v.id = x.id`,
    );
  }
  for (const part of chunks(fresh)) await tx.insert(productVariants).values(part);
  const retired = live.map((v) => v.id).filter((id) => !keptIds.has(id));
  for (const part of chunks(retired)) await tx.delete(cartItems).where(inArray(cartItems.variantId, part));
  await refreshProductTotals(tx, productIds, now);
}
