import { EXPECTED_DELIVERY_DAYS, type PaymentMethod, type ShippingAddress } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { cartItems, orderEvents, orderItems, orders, products, productVariants } from '../../db/schema.js';
import type { CartLine } from '../cart/cart-line.js';
import { type UseClaim, type UseTaken, useCtes, useTaken } from '../coupons/uses.js';
import { queueOrderPlacedMails } from '../queue-mails.js';
import type { PricedCheckout } from './price-checkout.js';

/** Carts of up to this many lines check out through statements prepared per shape. */
export const SMALL_CART = 4;

/** An order a checkout placed, and whose it is. */
export interface PlacedOrder {
  id: number;
  vendorId: number;
  /** How it is paid (docs/architecture.md#payments), for the vendor's live 'New order'. */
  paymentMethod?: PaymentMethod;
  /** What the order comes to, tax included: a checkout's orders add up to its payment. */
  totalCents?: number;
}

export type Written = PlacedOrder & { updated: number; unpaid: string | null; ok?: boolean | null } & Partial<UseTaken>;

export function placedOrders(written: Written[], priced: PricedCheckout, method: PaymentMethod): PlacedOrder[] {
  const totals = new Map(priced.parcels.map((p) => [p.vendorId, p.totalCents]));
  return written
    .filter((w) => w.id !== null)
    .map(({ id, vendorId }) => ({ id, vendorId, paymentMethod: method, totalCents: totals.get(vendorId) ?? 0 }));
}

/** Where the orders go, as SQL expressions: an address given as values, or the buyer's profile read by the statement. */
export interface ShipValues {
  line1: SQL;
  city: SQL;
  postal: SQL;
  country: SQL;
}
export const shipValues = (ship: ShippingAddress): ShipValues => ({
  line1: sql`${ship.addressLine1}::text`,
  city: sql`${ship.city}::text`,
  postal: sql`${ship.postalCode}::text`,
  country: sql`${ship.country}::text`,
});

const list = (items: SQL[]) => sql.join(items, sql`, `);

/** The VALUES lists of checkout's write: each line's stock, each vendor's order, each line's item, the cart lines it removes. */
function writeValues(priced: PricedCheckout, lines: CartLine[]) {
  const live = priced.parcels.flatMap((p) => p.lines);
  // A platform coupon's discount is the platform's (its promotion expense); a shop's, the shop's.
  const platform = priced.coupon?.fundedBy === 'platform';
  const lineDiscount = (l: CartLine) => priced.coupon?.lineDiscounts.get(l.cartId) ?? 0;
  const stockValues = list(live.map((l) => sql`(${l.variantId}::int, ${l.productId}::int, ${l.quantity}::int)`));
  const orderValues = list(
    priced.parcels.map(
      (p) =>
        sql`(${p.vendorId}::int, ${p.subtotalCents}::bigint, ${p.taxCents}::bigint, ${p.totalCents}::bigint, ${p.discountCents}::bigint,
          ${p.shipping.method}::text, ${p.shipping.feeCents}::bigint, ${p.shipping.deliveryFrom}::date, ${p.shipping.deliveryTo}::date,
          ${platform ? p.discountCents : 0}::bigint)`,
    ),
  );
  const itemValues = list(
    live.map(
      (l) =>
        sql`(${l.vendorId}::int, ${l.productId}::int, ${l.variantId}::int, ${l.size}::text, ${l.colour}::text, ${l.productName}::text, ${l.priceCents}::int, ${l.quantity}::int, ${lineDiscount(l)}::int)`,
    ),
  );
  // Lines added after the read are not in this list, so they stay in the cart instead of
  // vanishing unordered.
  const cartIds = list(lines.map((l) => sql`${l.cartId}::int`));
  return { stockValues, orderValues, itemValues, cartIds };
}

/**
 * Checkout's write: one statement, so the orders and order_items inserts (whose triggers take the
 * hot sales_rollup row locks) run last, right before COMMIT. Every sub-statement sees the same
 * snapshot; the AFTER triggers (sales rollup, foreign keys) fire at the end of the statement, when
 * the rows of all of them are visible. Each variant's stock and its product's (the sum of its live
 * variants, docs/decisions/048) go down by the same amount. The variant decrement stays
 * conditional: the rows are locked, so it cannot fall short, but if it ever did the count says so
 * and the caller rolls back. The `cause` names the change for the stock movement history's trigger
 * (drizzle/0020), which fires at the end of the statement and finds each line's order.
 * `gate` (the one-statement card checkout): CTEs before the write and a condition every change waits
 * for, so a refused gate changes nothing. There no COMMIT is left to refuse after a short count, so
 * the decrement is not conditional: a variant it would take below zero fails the tables' CHECK, and
 * with it the whole statement. `use`: the code's use, taken after the orders (coupons/uses.ts useCtes).
 */
export function orderWrite(w: {
  buyerId: number;
  /** Every line read, those of deleted products too (they leave the cart with the rest). */
  lines: CartLine[];
  priced: PricedCheckout;
  ship: ShipValues;
  pay: { id: string | null; method: string; status: string };
  now: Date;
  extra?: SQL;
  unpaid?: boolean;
  gate?: { ctes: SQL; ok: SQL };
  use?: UseClaim;
}): SQL {
  const { buyerId, ship, pay } = w;
  const at = w.now.toISOString();
  const expected = new Date(w.now.getTime() + EXPECTED_DELIVERY_DAYS * 86_400_000).toISOString();
  const ok = w.gate ? sql`and ${w.gate.ok}` : sql``;
  const { stockValues, orderValues, itemValues, cartIds } = writeValues(w.priced, w.lines);
  return sql`
      with ${w.gate ? sql`${w.gate.ctes},` : sql``}
      v(id, product_id, q) as (values ${stockValues}),
      cause as (select set_config('seamline.stock_cause', 'checkout', true) as c),
      upd as (
        update ${productVariants} pv set stock = pv.stock - v.q
        from v
        where pv.id = v.id ${w.gate ? sql`` : sql`and pv.stock >= v.q`} and pv.deleted_at is null and (select c from cause) is not null ${ok}
        returning pv.id
      ),
      updp as (
        update ${products} p set stock = p.stock - t.q, sold_count = p.sold_count + t.q, updated_at = now()
        from (select product_id, sum(q)::int as q from v group by product_id) t
        where p.id = t.product_id ${ok}
      ),
      o as (
        insert into ${orders} (buyer_id, vendor_id, status, subtotal_cents, tax_cents, total_cents,
          discount_cents, shipping_method, shipping_fee_cents, delivery_from, delivery_to, platform_discount_cents,
          ship_line1, ship_city, ship_postal_code, ship_country, created_at, expected_delivery, updated_at,
          payment_id, payment_method, payment_status)
        select ${buyerId}::int, x.vendor_id, 'pending', x.subtotal, x.tax, x.total,
          x.discount, x.method, x.fee, x.delivery_from, x.delivery_to, x.platform_discount,
          ${ship.line1}, ${ship.city}, ${ship.postal}, ${ship.country},
          ${at}::timestamptz, ${expected}::timestamptz, ${at}::timestamptz,
          ${pay.id}::text, ${pay.method}::text, ${pay.status}::text
        from (values ${orderValues}) as x(vendor_id, subtotal, tax, total, discount, method, fee, delivery_from, delivery_to, platform_discount)
        where true ${ok}
        order by x.vendor_id
        returning id, vendor_id
      ),
      i as (
        insert into ${orderItems} (order_id, product_id, variant_id, size, colour, product_name, unit_price_cents, quantity, discount_cents)
        select o.id, y.product_id, y.variant_id, y.size, y.colour, y.name, y.price, y.q, y.discount
        from (values ${itemValues}) as y(vendor_id, product_id, variant_id, size, colour, name, price, q, discount)
        join o on o.vendor_id = y.vendor_id
        order by y.product_id, y.variant_id
      ),
      e as (
        insert into ${orderEvents} (order_id, from_status, to_status, at)
        select o.id, null, 'pending', ${at}::timestamptz from o order by o.id
      ),
      ${w.extra ?? sql``}
      ${w.use ? useCtes(w.use, sql`(select coalesce(array_agg(o.id order by o.id), '{}'::int[]) from o)`) : sql``}
      ${queueOrderPlacedMails(buyerId)}
      d as (
        delete from ${cartItems} where buyer_id = ${buyerId}::int and id in (${cartIds}) ${ok}
      )
      ${
        w.gate
          ? sql`select g.ok, o.id, o.vendor_id as "vendorId", (select count(*) from upd)::int as updated, null::text as unpaid
      from gate g left join o on true order by o.id`
          : sql`select o.id, o.vendor_id as "vendorId", (select count(*) from upd)::int as updated,
        ${w.unpaid ? sql`(select cents from unpaid)` : sql`null::text`} as unpaid ${w.use ? sql`, ${useTaken}` : sql``}
      from o order by o.id`
      }`;
}
