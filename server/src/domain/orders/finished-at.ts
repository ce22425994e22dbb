import { type SQL, sql } from 'drizzle-orm';
import { orderEvents } from '../../db/schema.js';

/** A timestamp as Date#toISOString writes it (milliseconds, UTC), made by PostgreSQL. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** When the order last moved to `status`, from its order_events (index on order_id, at). */
const lastMovedTo = (orderId: SQL, status: SQL) =>
  sql`(select max(e.at) from ${orderEvents} e where e.order_id = ${orderId} and e.to_status = ${status})`;

/**
 * When a finished order ended, as ISO text (null while it is open). A completed or Delivered order
 * was delivered at delivered_at, or, for orders completed before completing set it, when the
 * move was recorded; a cancelled one when its cancel was recorded. Subqueries of the one statement
 * that reads the orders, so a list stays one query.
 */
export function finishedAt(o: { id: SQL; status: SQL; deliveredAt: SQL }): { deliveredAt: SQL; cancelledAt: SQL } {
  return {
    deliveredAt: sql`case when ${o.status} in ('completed', 'Delivered')
      then ${isoText(sql`coalesce(${o.deliveredAt}, ${lastMovedTo(o.id, o.status)})`)} end`,
    cancelledAt: sql`case when ${o.status} = 'cancelled' then ${isoText(lastMovedTo(o.id, sql`'cancelled'`))} end`,
  };
}
