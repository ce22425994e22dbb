import type { Category, Sort } from '@seamline/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { orderFor, type Page, type ProductPage, summaryColumns, toSummary } from './product-fields.js';

export interface FindProductsQuery extends Page {
  category?: Category;
  sort?: Sort;
  /** Recommended: this category first (a buyer's preference), ranked by units sold. */
  preferCategory?: Category | null;
}

/** The catalogue list behind recommended and selected (DESIGN §5). */
export async function findProducts(db: Tx, q: FindProductsQuery): Promise<ProductPage> {
  const where = and(isNull(products.deletedAt), q.category ? eq(products.category, q.category) : undefined);
  const order: SQL[] =
    !q.sort && q.preferCategory && !q.category
      ? [desc(sql`(${products.category} = ${q.preferCategory})`), ...orderFor('popularity')]
      : orderFor(q.sort ?? 'popularity');
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toSummary), total: totals[0]?.n ?? 0 };
}
