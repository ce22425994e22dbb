import type { Category, ProductSummary, Sort } from '@seamline/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { type PageQuery, Paged } from '../paging.js';
import { orderFor, summaryColumns, toSummary } from '../products/product-fields.js';

export interface FindProductsQuery extends PageQuery {
  category?: Category;
  sort?: Sort;
  /** Recommended: this category first (a buyer's preference), ranked by units sold. */
  preferCategory?: Category | null;
}

/** On sale: not deleted, not hidden, its shop not suspended (the list indexes' own predicate, migration 0019). */
const live = sql`${products.listed}`;

/** How many live products the shop (or one category of it) has: the filters' index counts them (docs/architecture.md#browse-filters). */
export type CountLive = (category?: Category) => number;

/**
 * A page of the list. The page's ids come first, from an index-only walk of the sort's index (every
 * list index holds its sort keys and the id); only the page's own rows are then read. A deep page
 * (offset 10,000) so skips its 10,000 rows inside the index instead of reading each from the table.
 */
function listQuery(db: Tx, where: ReturnType<typeof and>, sort: Sort, limit: number, offset: number) {
  const page = db
    .select({ pageId: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(summaryColumns)
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .orderBy(...orderFor(sort));
}

/** How many live products the shop and each category has, counted by PostgreSQL: when the filters' index cannot answer. */
export async function countLiveBySql(db: Tx): Promise<CountLive> {
  const rows = await db.select({ category: products.category, n: count() }).from(products).where(live).groupBy(products.category);
  const byCategory = new Map<string, number>(rows.map((r) => [r.category, r.n]));
  const all = rows.reduce((n, r) => n + r.n, 0);
  return (category) => (category === undefined ? all : (byCategory.get(category) ?? 0));
}

/** The catalogue list behind recommended and selected (docs/architecture.md#server-rules). */
export async function findProducts(db: Tx, q: FindProductsQuery, countLive: CountLive): Promise<Paged<ProductSummary>> {
  const where = and(live, q.category ? eq(products.category, q.category) : undefined);
  const total = countLive(q.category);

  const prefer = !q.sort && !q.category ? q.preferCategory : null;
  if (!prefer) {
    const rows = await listQuery(db, where, q.sort ?? 'popularity', q.limit, q.offset);
    return new Paged(rows.map(toSummary), total);
  }
  // Preferred category first, then the rest: each part walks its own popularity index from the
  // page's place in it (the preferred part's length is a kept count), so a deep page costs what a
  // deep page of one list costs rather than reading everything before it.
  const preferredCount = countLive(prefer);
  const fromPreferred = Math.max(0, Math.min(q.limit, preferredCount - q.offset));
  const [preferred, rest] = await Promise.all([
    fromPreferred > 0 ? listQuery(db, and(live, eq(products.category, prefer)), 'popularity', fromPreferred, q.offset) : [],
    fromPreferred < q.limit
      ? listQuery(
          db,
          and(live, ne(products.category, prefer)),
          'popularity',
          q.limit - fromPreferred,
          Math.max(0, q.offset - preferredCount),
        )
      : [],
  ]);
  return new Paged([...preferred, ...rest].map(toSummary), total);
}
