import type { CatalogueFilters, Category, ProductSummary, Sort } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import type { Statements } from '../../db/statements.js';
import { Encoded, Paged, type PageQuery } from '../paging.js';
import { type Bits, has } from './filter-index/bits.js';
import type { CatalogueIndex } from './filter-index/catalogue-index.js';
import { compile, matchingBits, parseTextQuery, relevance } from './filter-index/text-query.js';
import { cardImageOf, type SummaryRow, toSummary } from '../products/product-fields.js';

export interface SearchQuery extends PageQuery {
  searchTerm: string;
  category?: Category;
  sort?: Sort;
  /** Browse filters (docs/architecture.md#browse-filters); none: every match. */
  filters?: CatalogueFilters;
}

/** At most this many matches are ranked by relevance; beyond it the most popular matches win. */
const RANKED_CANDIDATES = 240;

/** Sort keys of ranked candidates: popularity below POPULAR_SPAN, relevance above it, exactness on top. */
const POPULAR_SPAN = 2 ** 12;
const EXACT = 2 ** 44;

const NO_FILTERS: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false, onSale: false };

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
async function resolve(statements: Statements, term: string): Promise<Resolved> {
  const [row] = await statements.rows<Resolved>(
    sql`select websearch_to_tsquery('english', ${term})::text as typed,
      (websearch_to_tsquery('english', ${term}) || plainto_tsquery('english', coalesce(${correctedTerm(term)}, '')))::text as query`,
    'search_resolve',
  );
  return row ?? { typed: '', query: '' };
}

const SUMMARY = sql`p.id as "productId", p.name as "productName", p.price_cents as "priceCents", ${cardImageOf(sql.raw('p'))} as "imageUrl",
  p.category as "categoryName", p.description, coalesce(u.vendor_name, '') as "vendorName", coalesce(u.shop_slug, '') as "vendorSlug",
  (p.stock > 0) as "inStock", p.colours, p.card_was_cents as "cardWasCents"`;

/** A search's matches as index slots, those matching the typed words exactly, and how well each matches. */
interface Found {
  bits: Bits;
  exact: Bits;
  /** ts_rank's field weights (decision 081); null when PostgreSQL ranks (phrases). */
  relevance: ((slot: number) => number) | null;
}

/**
 * The live products the search finds, handed to `use`: its terms are looked up in the index's
 * postings (each product's search_doc lexemes), so a common term costs no count over the table.
 * Phrases ('t-shirt', quoted words) need lexeme positions, which only PostgreSQL holds: those are
 * asked of its GIN index.
 *
 * `use` runs synchronously once PostgreSQL has answered, inside the index's search: what it is
 * given lives in the search's working sets, taken back when it returns, so it cannot be held
 * across an await (under tests, a set used after that is refused).
 */
async function find<T>(db: Tx, index: CatalogueIndex, typed: string, query: string, use: (found: Found) => T): Promise<T> {
  const q = parseTextQuery(query);
  const exactQ = parseTextQuery(typed);
  if (q && exactQ) {
    return index.searching(() => {
      const compiled = compile(index, q);
      const known = new Map<string, Bits>();
      return use({
        bits: matchingBits(index, compiled, known),
        exact: matchingBits(index, compile(index, exactQ), known),
        relevance: relevance(index, compiled),
      });
    });
  }
  const [row] = await queryRows<{ ids: number[]; exact: number[] }>(
    db,
    sql`select coalesce(array_agg(p.id), '{}') as ids,
        coalesce(array_agg(p.id) filter (where p.search_doc @@ ${typed}::tsquery), '{}') as exact
      from products p where p.listed and p.search_doc @@ ${query}::tsquery`,
  );
  const bitsOf = (ids: number[]) => index.bitsOf(ids.flatMap((id) => index.slotOfId(id) ?? []));
  return index.searching(() => use({ bits: bitsOf(row?.ids ?? []), exact: bitsOf(row?.exact ?? []), relevance: null }));
}

/** The slots a search finds, for lists and facets alike, handed to `use` (synchronous) as soon as PostgreSQL has resolved the term. */
export async function withSearch<T>(
  db: Tx,
  statements: Statements,
  index: CatalogueIndex,
  searchTerm: string,
  use: (found: Found) => T,
): Promise<T> {
  const { typed, query } = await resolve(statements, searchTerm);
  return find(db, index, typed, query, use);
}

/**
 * Full-text search over name, description, category words and vendor (docs/architecture.md#server-rules), with near-misses
 * found through the corrected query. Matches and their count come from the index. Without a sort
 * and without filters, exact matches rank first, then by relevance (the fields the terms are in,
 * weighed as ts_rank weighs them) among the RANKED_CANDIDATES most popular matches, then by
 * popularity; with filters, exact matches first, then by popularity.
 */
export async function searchProducts(
  db: Tx,
  statements: Statements,
  index: CatalogueIndex,
  q: SearchQuery,
): Promise<Encoded | Paged<ProductSummary>> {
  const { typed, query } = await resolve(statements, q.searchTerm);
  const page = await find(db, index, typed, query, (found) => pageOf(index, q, found));
  if (page instanceof Encoded) return page;
  const { total, candidates } = page;
  // A phrase: PostgreSQL ranks the candidates by ts_rank, reading each one's document.
  const rows = await queryRows<SummaryRow>(
    db,
    sql`with c as (select unnest(${`{${candidates.join(',')}}`}::int[]) as id),
      ranked as (
        select p.id, p.sold_count, p.search_doc @@ ${typed}::tsquery as exact, ts_rank(p.search_doc, ${query}::tsquery) as rank
        from c join products p on p.id = c.id
        order by exact desc, rank desc, p.sold_count desc, p.id desc
        limit ${q.limit} offset ${q.offset}
      )
      select ${SUMMARY} from ranked r join products p on p.id = r.id join users u on u.id = p.vendor_id
      order by r.exact desc, r.rank desc, r.sold_count desc, r.id desc`,
  );
  return new Paged(rows.map(toSummary), total);
}

/**
 * The page of a search's matches, as cards; or, for a phrase (which PostgreSQL ranks), the ids of
 * the candidates to rank.
 */
function pageOf(index: CatalogueIndex, q: SearchQuery, found: Found): Encoded | { total: number; candidates: number[] } {
  const filters = q.filters ?? NO_FILTERS;
  const { total, bits } = index.matches({ category: q.category, within: found.bits, filters });
  if (q.sort || q.filters) {
    return new Encoded(index.cards(index.pageSlots(bits, q.sort ?? 'popularity', q.sort ? null : found.exact, q.offset, q.limit)), total);
  }
  // Relevance is weighed for the most popular matches only: beyond them popularity wins.
  const candidates = index.pageSlots(bits, 'popularity', null, 0, RANKED_CANDIDATES);
  if (candidates.length === 0) return new Encoded('[]', total);
  const { relevance } = found;
  if (!relevance) return { total, candidates: candidates.map((slot) => index.ids[slot] as number) };
  // One number per candidate, sorted natively: exact match, then relevance, then popularity. The
  // candidates are weighed in slot order, so the reads of each term's weights go forward in memory.
  const bySlot = Float64Array.from(candidates, (slot, popular) => slot * POPULAR_SPAN + popular).sort();
  const keys = new Float64Array(candidates.length);
  for (const key of bySlot) {
    const popular = key % POPULAR_SPAN;
    const slot = (key - popular) / POPULAR_SPAN;
    keys[popular] = (has(found.exact, slot) ? EXACT : 0) + Math.round(relevance(slot) * 1000) * POPULAR_SPAN + (POPULAR_SPAN - 1 - popular);
  }
  keys.sort();
  const page: number[] = [];
  for (let i = keys.length - 1 - q.offset; i >= 0 && page.length < q.limit; i--) {
    const popular = POPULAR_SPAN - 1 - ((keys[i] as number) % POPULAR_SPAN);
    page.push(candidates[popular] as number);
  }
  return new Encoded(index.cards(page), total);
}
