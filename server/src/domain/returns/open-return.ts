import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the order `orderIdSql` has an open return (requested, approved, shipped, received or
 * disputed): the ledger's release timer skips such orders (DESIGN §13).
 */
export const openReturnOn = (orderIdSql: SQL): SQL =>
  sql`exists (select 1 from returns open_r where open_r.order_id = ${orderIdSql} and open_r.status in ('requested', 'approved', 'shipped', 'received', 'disputed'))`;
