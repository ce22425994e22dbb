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
 * The search term with each word the catalogue does not know replaced by its nearest catalogue
 * word by trigram similarity ("sneeker" → sneaker, "lether" → leather); known words stay.
 */
const correctedTerm = (term: string) => sql`(
  select string_agg(coalesce(
    (select w.word from search_words w where w.word = t.lexeme),
    (select w.word from search_words w where w.word % t.lexeme order by w.word <-> t.lexeme limit 1),
    t.lexeme), ' ')
  from unnest(tsvector_to_array(to_tsvector('english', ${term}))) as t(lexeme))`;

/**
 * Full-text search over name, description, category words and vendor (GIN on search_doc). The
 * query is the term as typed OR its spell-corrected form, so near-misses still find products;
 * exact matches rank first.
 */
export async function searchProducts(db: Tx, q: SearchQuery): Promise<ProductPage> {
  const typed = sql`websearch_to_tsquery('english', ${q.searchTerm})`;
  const query = sql`(${typed} || plainto_tsquery('english', coalesce(${correctedTerm(q.searchTerm)}, '')))`;
  const where = and(
    isNull(products.deletedAt),
    q.category ? eq(products.category, q.category) : undefined,
    sql`${products.searchDoc} @@ ${query}`,
  );
  const relevance: SQL[] = [
    desc(sql`${products.searchDoc} @@ ${typed}`),
    desc(sql`ts_rank(${products.searchDoc}, ${query})`),
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
