import type { Category, Sort } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { catalogueTotals } from './find-products.js';
import { type Page, type ProductPage, type SummaryRow, toSummary } from './product-fields.js';

export interface SearchQuery extends Page {
  searchTerm: string;
  category?: Category;
  sort?: Sort;
}

/** At most this many matches are ranked by relevance; beyond it the most popular matches win. */
const RANKED_CANDIDATES = 1000;

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

/** The typed query and, OR-ed with it, its spell-corrected form; computed once per request. */
const queries = (term: string) => sql`(
  select websearch_to_tsquery('english', ${term}) as typed,
         websearch_to_tsquery('english', ${term}) || plainto_tsquery('english', coalesce(${correctedTerm(term)}, '')) as query)`;

const ORDER: Record<Sort, SQL> = {
  popularity: sql`p.sold_count desc nulls last, p.id desc nulls last`,
  price_asc: sql`p.price_cents, p.id`,
  price_desc: sql`p.price_cents desc, p.id desc`,
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
};

/**
 * Full-text search over name, description, category words and vendor (GIN on search_doc).
 * Near-misses still find products through the corrected query; exact matches rank first.
 */
export async function searchProducts(db: Tx, q: SearchQuery): Promise<ProductPage> {
  const category = q.category ? sql`and p.category = ${q.category}` : sql``;
  const matches = sql`p.deleted_at is null ${category} and p.search_doc @@ q.query`;
  const order = q.sort
    ? ORDER[q.sort]
    : sql`(p.search_doc @@ q.typed) desc, ts_rank(p.search_doc, q.query) desc, p.sold_count desc, p.id desc`;
  // Relevance ranking reads every candidate's document, so it is bounded to the most popular ones.
  const candidates = q.sort
    ? sql`select p.* from products p, q where ${matches}`
    : sql`select p.* from products p, q where ${matches} order by p.sold_count desc nulls last, p.id desc nulls last limit ${RANKED_CANDIDATES}`;
  const rows = queryRows<SummaryRow>(
    db,
    sql`with q as ${queries(q.searchTerm)}, c as (${candidates})
      select p.id as "productId", p.name as "productName", p.price_cents as "priceCents", p.image_url as "imageUrl",
             p.category as "categoryName", p.description, coalesce(u.vendor_name, '') as "vendorName"
      from c p join users u on u.id = p.vendor_id, q
      order by ${order}
      limit ${q.limit} offset ${q.offset}`,
  );
  const total = catalogueTotals.get(`search:${q.category ?? '*'}:${q.searchTerm.toLowerCase()}`, async () => {
    const [row] = await queryRows<{ n: number }>(db, sql`with q as ${queries(q.searchTerm)} select count(*)::int as n from products p, q where ${matches}`);
    return row?.n ?? 0;
  });
  return { items: (await rows).map(toSummary), total: await total };
}
