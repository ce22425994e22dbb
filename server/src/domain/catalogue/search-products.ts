import type { Category, ProductSummary, Sort } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { type Remember, rememberNothing } from '../../cache/kept.js';
import { type PageQuery, Paged } from '../paging.js';
import { liveProductCount } from './find-products.js';
import { type SummaryRow, toSummary } from './product-fields.js';

export interface SearchQuery extends PageQuery {
  searchTerm: string;
  category?: Category;
  sort?: Sort;
}

/** At most this many matches are ranked by relevance; beyond it the most popular matches win. */
const RANKED_CANDIDATES = 1000;

/** A word matching at least one live product in this many is common (see searchProducts). */
const COMMON_SHARE = 10;

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

/** The search as PostgreSQL will match it: the typed query, and it OR-ed with its spell-corrected form. */
interface Resolved {
  typed: string;
  query: string;
}

/**
 * Turns the search term into its two tsqueries, as text, in a statement of its own: the main
 * statements then carry them as values, so PostgreSQL plans them knowing how common the words are
 * (its statistics of search_doc's lexemes). A common word ("shirt": 14% of products) is then
 * answered by walking the popularity index until enough matches are found, a rare one ("zephyr")
 * by the GIN index; with the queries computed inside the statement the planner had to guess, and
 * always read every match through the GIN index.
 */
async function resolve(db: Tx, term: string): Promise<Resolved> {
  const [row] = await queryRows<Resolved>(
    db,
    sql`select websearch_to_tsquery('english', ${term})::text as typed,
      (websearch_to_tsquery('english', ${term}) || plainto_tsquery('english', coalesce(${correctedTerm(term)}, '')))::text as query`,
  );
  return row ?? { typed: '', query: '' };
}

const ORDER: Record<Sort, SQL> = {
  popularity: sql`p.sold_count desc nulls last, p.id desc nulls last`,
  price_asc: sql`p.price_cents, p.id`,
  price_desc: sql`p.price_cents desc, p.id desc`,
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
};

const SUMMARY = sql`p.id as "productId", p.name as "productName", p.price_cents as "priceCents", p.image_url as "imageUrl",
  p.category as "categoryName", p.description, coalesce(u.vendor_name, '') as "vendorName",
  (p.stock > 0) as "inStock", p.colours`;

/**
 * Full-text search over name, description, category words and vendor (GIN on search_doc, live
 * products only). Near-misses still find products through the corrected query; exact matches rank
 * first.
 */
export async function searchProducts(db: Tx, q: SearchQuery, remember: Remember = rememberNothing): Promise<Paged<ProductSummary>> {
  const { typed, query } = await resolve(db, q.searchTerm);
  const category = q.category ? sql`and p.category = ${q.category}` : sql``;
  const matches = sql`p.deleted_at is null ${category} and p.search_doc @@ ${query}::tsquery`;
  const [total, live] = await Promise.all([
    remember(`search:${q.category ?? '*'}:${q.searchTerm.toLowerCase()}`, async () => {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${matches}`);
      return row?.n ?? 0;
    }),
    liveProductCount(db, q.category, remember),
  ]);
  if (q.sort) {
    const rows = await queryRows<SummaryRow>(
      db,
      sql`select ${SUMMARY} from products p join users u on u.id = p.vendor_id
        where ${matches} order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
    );
    return new Paged(rows.map(toSummary), total);
  }
  // Relevance ranking reads every candidate's document, so it is bounded to the most popular
  // matches. A word on a tenth of the shop or more finds them fastest by walking the popularity
  // index until enough have turned up (reading at most ten rows per match); a rarer one by reading
  // all its matches through the GIN index (materialized, so the planner cannot walk instead) and
  // keeping the most popular. Only the page's own rows are then read in full.
  const popular = sql`order by sold_count desc nulls last, id desc nulls last limit ${RANKED_CANDIDATES}`;
  const candidates =
    total * COMMON_SHARE >= live
      ? sql`select p.id, p.sold_count from products p where ${matches} ${popular}`
      : sql`with m as materialized (select p.id, p.sold_count from products p where ${matches}) select * from m ${popular}`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`with c as (${candidates}),
      ranked as (
        select c.id, c.sold_count, d.search_doc @@ ${typed}::tsquery as exact, ts_rank(d.search_doc, ${query}::tsquery) as rank
        from c join products d on d.id = c.id
        order by exact desc, rank desc, c.sold_count desc, c.id desc
        limit ${q.limit} offset ${q.offset}
      )
      select ${SUMMARY} from ranked r join products p on p.id = r.id join users u on u.id = p.vendor_id
      order by r.exact desc, r.rank desc, r.sold_count desc, r.id desc`,
  );
  return new Paged(rows.map(toSummary), total);
}
