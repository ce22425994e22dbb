import {
  API_MESSAGES,
  fromCents,
  ORDER_STATUSES,
  type OrderStatus,
  searchedOrderNumber,
  type VendorOrder,
  type VendorOrderCounts,
} from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Statements } from '../../db/statements.js';
import { type Remember, rememberNothing } from '../../cache/kept.js';
import { type PageQuery, Paged } from '../paging.js';
import { descIndexed } from '../../db/order-by.js';
import { orderItems, orders, products, productVariants, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { finishedAt, isoText as iso } from './finished-at.js';
import { deliveryOf } from './order-delivery.js';

const ended = finishedAt({ id: sql`o.id`, status: sql`o.status`, deliveredAt: sql`o.delivered_at` });

interface OrderRow {
  id: number;
  orderDate: string;
  buyerName: string;
  buyerEmail: string;
  status: VendorOrder['status'];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  line1: string;
  city: string;
  postal: string;
  country: string;
  vendorId: number;
  vendorName: string;
  expectedDeliveryDate: string;
  deliveredAt: string | null;
  cancelledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  paymentMethod: VendorOrder['paymentMethod'];
  paymentStatus: VendorOrder['paymentStatus'];
  kind: VendorOrder['kind'];
  exchangeForReturnId: number | null;
  shippingMethod: VendorOrder['shippingMethod'];
  shippingFeeCents: number;
  discountCents: number;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  items: {
    id: number;
    productId: number;
    name: string;
    quantity: number;
    priceCents: number;
    imageUrl: string;
    available: boolean;
    size: string | null;
    colour: string | null;
  }[];
}

/** Which of a vendor's orders a list shows: one order, a status, a search; none means all. */
export interface OrderFilter {
  only?: number;
  status?: OrderStatus;
  search?: string;
}

/** `%term%` for ILIKE with the term's own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition on `orders o` (and its buyer `b`) for the vendor and the filter. A search that is a
 * number (with or without '#') also matches the order of that number; any search matches part of
 * the buyer's name or e-mail.
 */
function orderFilter(vendorId: number, { only, status, search }: OrderFilter): { where: SQL; needsBuyer: boolean } {
  const parts = [sql`o.vendor_id = ${vendorId}`];
  if (only !== undefined) parts.push(sql`o.id = ${only}`);
  if (status !== undefined) parts.push(sql`o.status = ${status}`);
  if (search !== undefined) {
    const number = searchedOrderNumber(search);
    const buyer = sql`(b.full_name ilike ${containing(search)} or b.email ilike ${containing(search)})`;
    parts.push(number === null ? buyer : sql`(o.id = ${number} or ${buyer})`);
  }
  return { where: sql.join(parts, sql` and `), needsBuyer: search !== undefined };
}

const fromOrders = (needsBuyer: boolean) => (needsBuyer ? sql`${orders} o join ${users} b on b.id = o.buyer_id` : sql`${orders} o`);

/**
 * A vendor's orders in the spec's shape (§3), newest first, each with its items, in one prepared
 * statement (no N+1). Written as SQL rather than through the query builder: for a page of 100
 * orders, building the item list's 100 parameters and mapping 2,600 cells cost the API more than
 * PostgreSQL spent answering (docs/performance-log.md).
 */
async function loadVendorOrders(
  statements: Statements,
  vendorId: number,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<VendorOrder[]> {
  const { where, needsBuyer } = orderFilter(vendorId, filter);
  // The page's ids come from the index alone (orders_vendor_idx, or orders_vendor_status_idx for a
  // status); only those orders are read and their items gathered (gathering in the select list of
  // the paged query would run for every row an offset skips).
  const rows = await statements.rows<OrderRow>(
    sql`
    with page as (
      select o.id from ${fromOrders(needsBuyer)}
      where ${where}
      order by ${descIndexed(sql`o.created_at`)}, ${descIndexed(sql`o.id`)}
      limit ${limit} offset ${offset}
    )
    select o.id, ${iso(sql`o.created_at`)} as "orderDate", b.full_name as "buyerName", b.email as "buyerEmail",
           o.status, o.subtotal_cents as "subtotalCents", o.tax_cents as "taxCents", o.total_cents as "totalCents", o.ship_line1 as "line1", o.ship_city as "city",
           o.ship_postal_code as "postal", o.ship_country as "country", o.vendor_id as "vendorId",
           coalesce(v.vendor_name, '') as "vendorName",
           ${iso(sql`o.expected_delivery`)} as "expectedDeliveryDate", ${ended.deliveredAt} as "deliveredAt",
           ${ended.cancelledAt} as "cancelledAt", o.carrier, o.tracking_number as "trackingNumber",
           ${ended.cancelledAt} as "cancelledAt", o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
           o.shipping_method as "shippingMethod", o.shipping_fee_cents as "shippingFeeCents", o.discount_cents as "discountCents",
           o.delivery_from::text as "deliveryFrom", o.delivery_to::text as "deliveryTo",
           o.kind, case when o.kind = 'exchange' then (select r.id from returns r where r.exchange_order_id = o.id) end as "exchangeForReturnId",
           (select coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'name', i.product_name,
                                                       'quantity', i.quantity, 'priceCents', i.unit_price_cents,
                                                       'imageUrl', coalesce(pv.image_url, p.image_url), 'available', p.deleted_at is null,
                                                       'size', i.size, 'colour', i.colour)
                                     order by i.id), '[]')
            from ${orderItems} i join ${products} p on p.id = i.product_id join ${productVariants} pv on pv.id = i.variant_id
            where i.order_id = o.id) as "items"
    from page
    join ${orders} o on o.id = page.id
    join ${users} b on b.id = o.buyer_id
    join ${users} v on v.id = o.vendor_id
    order by ${descIndexed(sql`o.created_at`)}, ${descIndexed(sql`o.id`)}`,
    filter.only === undefined ? 'vendor_orders' : 'vendor_order',
  );
  return rows.map(vendorOrderOf);
}

/** One row of the vendor's orders in the spec's shape. */
function vendorOrderOf(r: OrderRow): VendorOrder {
  return {
    id: r.id,
    orderDate: r.orderDate,
    buyerName: r.buyerName,
    buyerEmail: r.buyerEmail,
    status: r.status,
    // `total` is the vendor's sales (spec §3 keeps the name); the buyer's tax and payment come beside it.
    total: fromCents(r.subtotalCents),
    items: r.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      quantity: i.quantity,
      price: fromCents(i.priceCents),
      imageUrl: i.imageUrl,
      productAvailable: i.available,
      size: i.size,
      colour: i.colour,
    })),
    shippingAddress: { addressLine1: r.line1, city: r.city, postalCode: r.postal, country: r.country },
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    expectedDeliveryDate: r.expectedDeliveryDate,
    deliveredAt: r.deliveredAt,
    cancelledAt: r.cancelledAt,
    subtotal: fromCents(Number(r.subtotalCents)),
    tax: fromCents(Number(r.taxCents)),
    totalPaid: fromCents(Number(r.totalCents)),
    carrier: r.carrier,
    trackingNumber: r.trackingNumber,
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    kind: r.kind,
    exchangeForReturnId: r.exchangeForReturnId === null ? null : Number(r.exchangeForReturnId),
    ...deliveryOf(r),
  };
}

/**
 * How many of the vendor's orders match the search in each status: one pass over the vendor's
 * entries of orders_vendor_status_idx (an index-only scan without a search).
 */
export async function countVendorOrders(statements: Statements, vendorId: number, search?: string): Promise<VendorOrderCounts> {
  const { where, needsBuyer } = orderFilter(vendorId, { search });
  const rows = await statements.rows<{ status: OrderStatus; n: number }>(
    sql`select o.status, count(*)::int as n from ${fromOrders(needsBuyer)} where ${where} group by o.status`,
    'vendor_order_counts',
  );
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as VendorOrderCounts['byStatus'];
  for (const row of rows) byStatus[row.status] = Number(row.n);
  return { all: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
}

/**
 * The vendor's order counts. Counting a busy vendor's orders reads them all (≈ 3 ms at 20,000),
 * so the counts without a search are ones to `remember` (a buyer renaming themselves changes a
 * search's counts, which are therefore counted afresh).
 */
export function vendorOrderCounts(
  statements: Statements,
  vendorId: number,
  search: string | undefined,
  remember: Remember = rememberNothing,
) {
  return search === undefined
    ? remember(`${vendorId}:byStatus`, () => countVendorOrders(statements, vendorId))
    : countVendorOrders(statements, vendorId, search);
}

/**
 * A page of the vendor's orders, newest first (docs/architecture.md#server-rules: pendingOrders answers them all; issue
 * 28: of one status, or matching a search), and how many match.
 */
export async function listVendorOrders(
  { statements }: { db: Tx; statements: Statements },
  vendorId: number,
  page: PageQuery,
  filter: Omit<OrderFilter, 'only'> = {},
  remember: Remember = rememberNothing,
): Promise<Paged<VendorOrder>> {
  const [items, counts] = await Promise.all([
    loadVendorOrders(statements, vendorId, filter, page.limit, page.offset),
    vendorOrderCounts(statements, vendorId, filter.search, remember),
  ]);
  return new Paged(items, filter.status === undefined ? counts.all : counts.byStatus[filter.status]);
}

/** One of the vendor's orders; another vendor's order answers 404. */
export async function getVendorOrder(statements: Statements, vendorId: number, orderId: number): Promise<VendorOrder> {
  const [order] = await loadVendorOrders(statements, vendorId, { only: orderId }, 1, 0);
  if (!order) throw notFound(API_MESSAGES.orderNotFound);
  return order;
}
