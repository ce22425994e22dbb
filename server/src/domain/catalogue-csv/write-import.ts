import type { ParsedProductInput } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { columnsOf } from '../products/save-product.js';
import { writeManyVariants } from '../variants/write-many-variants.js';

const CHUNK = 1000;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Writes a checked import in a few set-based statements: the updated products' columns, the new
 * products, then every product's variants and totals through `writeManyVariants`. The caller's
 * transaction holds the updated products' row locks.
 */
export async function writeImport(
  tx: Tx,
  vendorId: number,
  plan: { updates: readonly { productId: number; input: ParsedProductInput }[]; creates: readonly ParsedProductInput[] },
  now: Date,
): Promise<void> {
  for (const part of chunks(plan.updates)) {
    const values = part.map(({ productId, input }) => {
      const c = columnsOf(input);
      return sql`(${productId}::int, ${c.name}::text, ${c.description}::text, ${c.basePriceCents}::int, ${c.category}::text, ${c.subcategory}::text, ${c.imageUrl}::text, ${c.compareAtCents}::int, ${c.saleEndsAt?.toISOString() ?? null}::timestamptz)`;
    });
    await queryRows(
      tx,
      sql`update products p set name = x.name, description = x.description, base_price_cents = x.base_price_cents,
        category = x.category, subcategory = x.subcategory, image_url = x.image_url,
        compare_at_cents = x.compare_at_cents, sale_ends_at = x.sale_ends_at, updated_at = ${now}
      from (values ${sql.join(values, sql`, `)}) as x(id, name, description, base_price_cents, category, subcategory, image_url, compare_at_cents, sale_ends_at)
      where p.id = x.id`,
    );
  }
  const created: { productId: number; input: ParsedProductInput }[] = [];
  for (const part of chunks(plan.creates)) {
    const rows = await tx
      .insert(products)
      .values(part.map((input) => ({ vendorId, ...columnsOf(input), priceCents: toBase(input), stock: 0 })))
      .returning({ id: products.id });
    // PostgreSQL answers RETURNING in the order of the VALUES it inserted.
    rows.forEach((row, i) => {
      const input = part[i];
      if (input) created.push({ productId: row.id, input });
    });
  }
  await writeManyVariants(
    tx,
    vendorId,
    [...plan.updates, ...created].map(({ productId, input }) => ({ productId, variants: input.variants ?? [] })),
    now,
  );
}

const toBase = (input: ParsedProductInput) => columnsOf(input).basePriceCents;
