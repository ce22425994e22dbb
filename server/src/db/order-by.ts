import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column DESC NULLS LAST`: the order drizzle-kit builds descending indexes in. A plain DESC
 * means NULLS FIRST to PostgreSQL, which cannot walk those indexes and sorts the table instead.
 */
export const descIndexed = (column: AnyColumn | SQL): SQL => sql`${column} desc nulls last`;
