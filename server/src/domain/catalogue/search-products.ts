import type { Category, Sort } from '@seamline/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { orderFor, type Page, type ProductPage, summaryColumns, toSummary } from './product-fields.js';

export interface SearchQuery extends Page {
  searchTerm: string;
  category?: Category;
  sort?: Sort;
}

/**
 * Full-text matches rank first; near-misses by trigram word similarity ("sneeker" → sneakers)
 * follow. Both predicates are index-backed (GIN on search_doc, GIN trigram on name).
 */
export async function searchProducts(db: Tx, q: SearchQuery): Promise<ProductPage> {
  const tsq = sql`websearch_to_tsquery('english', ${q.searchTerm})`;
  const fullText = sql`${products.searchDoc} @@ ${tsq}`;
  const nearMiss = sql`${q.searchTerm} <% ${products.name}`;
  const where = and(
    isNull(products.deletedAt),
    q.category ? eq(products.category, q.category) : undefined,
    sql`(${fullText} or ${nearMiss})`,
  );
  const relevance: SQL[] = [
    desc(fullText),
    desc(sql`ts_rank(${products.searchDoc}, ${tsq})`),
    desc(sql`word_similarity(${q.searchTerm}, ${products.name})`),
    desc(products.soldCount),
    desc(products.id),
  ];
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.vendorId))
      .where(where)
      .orderBy(...(q.sort ? orderFor(q.sort) : relevance))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toSummary), total: totals[0]?.n ?? 0 };
}
