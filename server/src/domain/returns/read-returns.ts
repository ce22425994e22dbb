import { fromCents, RETURN_MESSAGES, type Return, type ReturnStatus } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { notFound } from '../errors.js';

export interface ReturnWithParties extends Return {
  buyerId: number;
  vendorId: number;
}

interface HeadRow {
  id: number;
  orderId: number;
  buyerId: number;
  vendorId: number;
  status: ReturnStatus;
  note: string | null;
  rejectReason: string | null;
  disputeMessage: string | null;
  trackingNumber: string | null;
  refundCents: string | number | null;
  refundStatus: Return['refundStatus'];
  exchangeOrderId: number | null;
  createdAt: string | Date;
  dueAt: string | Date | null;
  paymentMethod: 'card' | 'on_delivery';
  buyerName: string;
  vendorName: string;
}
interface LineRow {
  returnId: number;
  returnLineId: number;
  orderItemId: number;
  productId: number;
  productName: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  reason: Return['lines'][number]['reason'];
  outcome: Return['lines'][number]['outcome'];
  exchangeVariantId: number | null;
  exchangeSize: string | null;
  exchangeColour: string | null;
  unitPriceCents: number;
  resellable: number | null;
  damaged: number | null;
}
interface EventRow {
  returnId: number;
  status: ReturnStatus;
  at: string | Date;
  by: Return['events'][number]['by'];
  note: string | null;
}

const iso = (d: string | Date) => new Date(d).toISOString();

/** Returns matching `where` (over `r`, the returns table), newest first, with their lines and events. */
export async function findReturns(db: Tx, where: SQL, limit = 200): Promise<ReturnWithParties[]> {
  const heads = await queryRows<HeadRow>(
    db,
    sql`select r.id, r.order_id as "orderId", r.buyer_id as "buyerId", r.vendor_id as "vendorId", r.status, r.note,
      r.reject_reason as "rejectReason", r.dispute_message as "disputeMessage", r.tracking_number as "trackingNumber",
      r.refund_cents as "refundCents", r.refund_status as "refundStatus", r.exchange_order_id as "exchangeOrderId",
      r.created_at as "createdAt", case when r.status in ('requested', 'approved', 'rejected') then r.due_at end as "dueAt",
      o.payment_method as "paymentMethod", b.full_name as "buyerName", coalesce(v.vendor_name, '') as "vendorName"
    from returns r join orders o on o.id = r.order_id join users b on b.id = r.buyer_id join users v on v.id = r.vendor_id
    where ${where} order by r.created_at desc, r.id desc limit ${limit}`,
  );
  if (heads.length === 0) return [];
  const ids = sql.join(
    heads.map((h) => sql`${h.id}::int`),
    sql`, `,
  );
  const [lines, events] = await Promise.all([
    queryRows<LineRow>(
      db,
      sql`select rl.return_id as "returnId", rl.id as "returnLineId", rl.order_item_id as "orderItemId", oi.product_id as "productId",
        oi.product_name as "productName", oi.size, oi.colour, rl.quantity, rl.reason, rl.outcome, rl.exchange_variant_id as "exchangeVariantId",
        ev.size as "exchangeSize", ev.colour as "exchangeColour", oi.unit_price_cents as "unitPriceCents", rl.resellable, rl.damaged
      from return_lines rl join order_items oi on oi.id = rl.order_item_id left join product_variants ev on ev.id = rl.exchange_variant_id
      where rl.return_id in (${ids}) order by rl.id`,
    ),
    queryRows<EventRow>(
      db,
      sql`select return_id as "returnId", status, at, by_role as by, note from return_events where return_id in (${ids}) order by at, id`,
    ),
  ]);
  const linesOf = groupBy(lines, (l) => l.returnId);
  const eventsOf = groupBy(events, (e) => e.returnId);
  return heads.map((h) => ({
    returnId: h.id,
    orderId: h.orderId,
    buyerId: h.buyerId,
    vendorId: h.vendorId,
    status: h.status,
    lines: (linesOf.get(h.id) ?? []).map(({ returnId: _, unitPriceCents, ...l }) => ({ ...l, unitPrice: fromCents(unitPriceCents) })),
    refundAmount: h.refundCents === null ? null : fromCents(Number(h.refundCents)),
    createdAt: iso(h.createdAt),
    events: (eventsOf.get(h.id) ?? []).map(({ returnId: _, ...e }) => ({ ...e, at: iso(e.at) })),
    refundStatus: h.refundStatus,
    paymentMethod: h.paymentMethod,
    exchangeOrderId: h.exchangeOrderId,
    note: h.note,
    rejectReason: h.rejectReason,
    disputeMessage: h.disputeMessage,
    trackingNumber: h.trackingNumber,
    buyerName: h.buyerName,
    vendorName: h.vendorName,
    dueAt: h.dueAt === null ? null : iso(h.dueAt),
  }));
}

/** One return, whoever may see it (the caller checks); 404 when there is none. */
export async function getReturn(db: Tx, returnId: number): Promise<ReturnWithParties> {
  const [found] = await findReturns(db, sql`r.id = ${returnId}`, 1);
  if (!found) throw notFound(RETURN_MESSAGES.returnNotFound);
  return found;
}

/** Strips who the parties are, for an answer. */
export const publicReturn = ({ buyerId: _b, vendorId: _v, ...r }: ReturnWithParties): Return => r;

export const statusFilter = (status: ReturnStatus | undefined): SQL => (status ? sql`r.status = ${status}` : sql`true`);
