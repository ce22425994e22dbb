import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the sale `orderIdSql` has an open return (requested, approved, shipped, received or
 * disputed, or rejected and still disputable: decision 201), on itself or on one of its exchange orders, whose money it carries (decision 158):
 * the ledger's release timer skips such orders (docs/architecture.md#money-and-operator).
 */
export const openReturnOn = (orderIdSql: SQL): SQL =>
  sql`exists (select 1 from returns open_r where (open_r.status in ('requested', 'approved', 'shipped', 'received', 'disputed')
      or (open_r.status = 'rejected' and open_r.due_at is not null))
    and (open_r.order_id = ${orderIdSql} or open_r.order_id in (select open_e.id from orders open_e where open_e.exchange_for_order_id = ${orderIdSql})))`;
