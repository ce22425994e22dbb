import { API_MESSAGES, type ProductReturnStats, type ReturnReason, type StockMovement } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { notFound } from '../errors.js';

/** `GET /api/vendors/products/{id}/stockHistory`: every stock change of the product's variants, newest first. */
export async function stockHistoryOf(db: Tx, vendorId: number, productId: number, limit = 500): Promise<StockMovement[]> {
  const [owned] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${productId} and vendor_id = ${vendorId}`);
  if (!owned) throw notFound(API_MESSAGES.productNotFound);
  const rows = await queryRows<StockMovement & { id: string | number; at: string | Date }>(
    db,
    sql`select m.id, m.variant_id as "variantId", v.size, v.colour, m.delta, m.stock_after as "stockAfter", m.cause, m.order_id as "orderId",
      m.return_id as "returnId", m.written_off as "writtenOff", m.at
    from stock_movements m join product_variants v on v.id = m.variant_id
    where m.product_id = ${productId} order by m.id desc limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}

/**
 * Each of the vendor's products' returns (docs/architecture.md#returns): units delivered (exchanges' replacements
 * included, as their returns count: decision 158), units returned (returns not cancelled, rejected
 * or expired), the rate in whole percent, the top reason and its share.
 */
export async function productReturnStats(db: Tx, vendorId: number): Promise<ProductReturnStats[]> {
  const rows = await queryRows<{ productId: number; delivered: number; returned: number; reasons: Record<ReturnReason, number> | null }>(
    db,
    sql`with d as (
      select oi.product_id, sum(oi.quantity)::int as delivered from order_items oi join orders o on o.id = oi.order_id
      where o.vendor_id = ${vendorId} and o.delivered_at is not null group by oi.product_id
    ), r as (
      select oi.product_id, rl.reason, sum(rl.quantity)::int as units from return_lines rl
      join returns rr on rr.id = rl.return_id join order_items oi on oi.id = rl.order_item_id
      where rr.vendor_id = ${vendorId} and rr.status not in ('cancelled', 'rejected', 'expired') and rl.reason <> 'not_shipped'
      group by oi.product_id, rl.reason
    )
    select d.product_id as "productId", d.delivered, coalesce((select sum(units) from r where r.product_id = d.product_id), 0)::int as returned,
      (select json_object_agg(reason, units) from r where r.product_id = d.product_id) as reasons
    from d order by d.product_id`,
  );
  return rows.map((r) => {
    const reasons = Object.entries(r.reasons ?? {}) as [ReturnReason, number][];
    const top = reasons.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return {
      productId: r.productId,
      deliveredUnits: r.delivered,
      returnedUnits: r.returned,
      returnRate: r.delivered ? Math.round((r.returned / r.delivered) * 100) : 0,
      topReason: top ? top[0] : null,
      topReasonPercent: top && r.returned ? Math.round((top[1] / r.returned) * 100) : 0,
    };
  });
}
