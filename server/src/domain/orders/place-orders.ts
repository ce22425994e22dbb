import { API_MESSAGES, EXPECTED_DELIVERY_DAYS, type PaymentMethod, type ShippingAddress, taxCents, toCents } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { groupBy } from '../../lib/group-by.js';
import { cartItems, orderEvents, orderItems, orders, payments, products, productVariants, users } from '../../db/schema.js';
import { violatesCheck } from '../../db/violations.js';
import { conflict, invalidInput, unauthenticated } from '../errors.js';
import { cartVersion, cartVersionSql } from '../cart/cart-version.js';
import { shortMessage } from '../cart/cart.js';
import { claimPayment, OPEN_PAYMENT, type PaymentClaim } from '../money/move-payment.js';
import { queueOrderPlacedMails } from '../queue-mails.js';
import { PAY_ON_DELIVERY_LIMIT_CENTS, refuseOverPayOnDeliveryLimit, UNPAID_ON_DELIVERY } from './pay-on-delivery-limit.js';

/** A cart line as checkout reads it, with its size × colour and product (both locked) as they stand now. */
export interface Line {
  cartId: number;
  productId: number;
  variantId: number;
  size: string | null;
  colour: string | null;
  quantity: number;
  name: string;
  /** The variant's effective price: its own, else the product's base price. */
  priceCents: number;
  vendorId: number;
  /** The variant's stock. */
  stock: number;
  deleted: boolean;
}

/** One row of the locking read: the buyer's address and one cart line (all null for an empty cart). */
type CartRow = { line1: string; city: string; postal: string; country: string; claimed: boolean } & { [K in keyof Line]: Line[K] | null };

/** Carts of up to this many lines check out through statements prepared per shape. */
const SMALL_CART = 4;

/** Splits `total` over `weights` so the shares add up exactly (largest remainder). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const shares = raw.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((r, i) => ({ i, rem: r - Math.floor(r) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** An order a checkout placed, and whose it is. */
export interface PlacedOrder {
  id: number;
  vendorId: number;
  /** How it is paid (DESIGN §12), for the vendor's live 'New order'. */
  paymentMethod?: PaymentMethod;
  /** What the order comes to, tax included: a checkout's orders add up to its payment. */
  totalCents?: number;
}

/** Why a checkout whose total moved is refused (the edge answers it with the cart as it now stands). */
export const PRICES_CHANGED = 'prices-changed';
/** Why a checkout of a cart that changed since the buyer saw it is refused (answered the same way). */
export const CART_CHANGED = 'cart-changed';

/**
 * Checkout (DESIGN §5, §8): one transaction that locks the cart lines, their variants and products
 * in (product id, variant id) order, checks every line against its variant's stock, decrements the
 * variant's and the product's stock by the same amount, and writes one order per vendor. Any short line
 * orders nothing. The conditional decrement means no two buyers can ever get the same last unit.
 *
 * Four statements: BEGIN; one locking read (paying on delivery, the buyer's row too); one write
 * (stock, orders, items, events, cart, mails, and paying on delivery the payment's row and the
 * buyer's unpaid total for the limit: pay-on-delivery-limit.ts); COMMIT.
 * With `cartVersions` (the versions of the cart the buyer may have seen) a cart that changed since orders nothing. Lines of
 * products the vendor deleted are not ordered and leave the cart with the rest
 * (docs/decisions/032-deleted-products-in-carts.md).
 */
export function placeOrders(statements: Statements, buyerId: number, opts: PlaceOptions = {}): Promise<PlacedOrder[]> {
  return statements.transaction((tx) => placeOrdersIn(tx, buyerId, opts));
}

/** How the orders are paid (DESIGN §12): the payment they belong to, written with them. */
export interface OrderPayment {
  id: string;
  method: PaymentMethod;
  status: 'authorized' | 'due_on_delivery';
  /** Pay on delivery: the payment's own row is written by the same statement, under this key. */
  insert?: { idempotencyKey: string; provider: string };
}

export interface PlaceOptions {
  expectedTotal?: number;
  /** The total in cents the orders must come to (the amount a card authorised). */
  expectedTotalCents?: number;
  cartVersions?: readonly string[];
  now?: Date;
  /** Where these orders go, instead of the profile's address. */
  shippingAddress?: ShippingAddress;
  payment?: OrderPayment;
  /** The most the buyer's unpaid pay-on-delivery orders may come to with these (DESIGN §12; security review 2, F4). */
  payOnDeliveryLimitCents?: number;
  /**
   * A card payment to claim (`placed`, while it is still open), by the locking read before it locks
   * anything else: no row claimed, nothing is ordered and the answer is no orders (decision 195).
   */
  claim?: PaymentClaim;
}

/** Checkout's write inside a transaction the caller holds (a card payment claims its row first). */
export async function placeOrdersIn(tx: Statements, buyerId: number, opts: PlaceOptions = {}): Promise<PlacedOrder[]> {
  const now = opts.now ?? new Date();
  const pay = opts.payment ?? { id: null, method: 'on_delivery', status: 'due_on_delivery' };
  // Paying on delivery, the buyer's row is locked too, after the lines: two checkouts of one buyer
  // take turns, so the second's write counts the first's orders against the limit. FOR NO KEY
  // UPDATE, which a cart line's foreign key check does not wait for.
  const onDelivery = pay.method === 'on_delivery';
  {
    // The locking read: the cart lines with their products and variants, locked product by product
    // and within a product variant by variant (ascending ids; each row product, then variant, then
    // line), so two checkouts over the same products queue instead of deadlocking and the stock
    // checked cannot move before the write. Why this order: docs/decisions/053-checkout-locks-variants.md;
    // why the cart lines and not the buyer row: docs/decisions/017-checkout-locks-cart-lines.md.
    // Products and variants FOR NO KEY UPDATE, the lock their UPDATE takes: another checkout or
    // stock change of them still waits, but a buyer adding one to a cart (whose foreign key check
    // takes KEY SHARE) does not wait for this checkout (decision 194). The cart lines, which the
    // write deletes, FOR UPDATE.
    // A card payment's claim comes first: the lines are read for the buyer it returns.
    const rows = await tx.rows<CartRow>(
      sql`
      with ${opts.claim ? sql`claim as (${claimPayment(opts.claim)}),` : sql``}
      lines as (
        select c.id as cart_id, c.product_id, c.variant_id, v.size, v.colour, c.quantity, p.name,
               coalesce(v.price_cents, p.base_price_cents) as price_cents, p.vendor_id, v.stock,
               (not p.listed or v.deleted_at is not null) as deleted
        from ${cartItems} c
        join ${products} p on p.id = c.product_id
        join ${productVariants} v on v.id = c.variant_id
        where c.buyer_id = ${opts.claim ? sql`(select buyer_id from claim)` : buyerId}
        order by c.product_id, c.variant_id
        for no key update of p, v for update of c
      )
      select u.address_line1 as "line1", u.city, u.postal_code as "postal", u.country,
             ${opts.claim ? sql`exists (select 1 from claim)` : sql`true`} as claimed,
             l.cart_id as "cartId", l.product_id as "productId", l.variant_id as "variantId", l.size, l.colour,
             l.quantity, l.name, l.price_cents as "priceCents", l.vendor_id as "vendorId", l.stock, l.deleted
      from ${users} u
      left join lines l on true
      where u.id = ${buyerId}
      order by l.product_id, l.variant_id
      ${onDelivery ? sql`for no key update of u` : sql``}`,
      'checkout_read',
    );
    const buyer = rows[0];
    // No buyer row: the account went while its session was still remembered.
    if (!buyer) throw unauthenticated(API_MESSAGES.sessionInvalid);
    // The payment was not open (another caller placed or voided it): nothing to order here.
    if (!buyer.claimed) return [];
    const lines = rows.filter((r): r is CartRow & Line => r.cartId !== null);
    // The version is worked out from the lines just locked, so it needs no statement of its own.
    if (opts.cartVersions && !opts.cartVersions.includes(cartVersion(lines.map((l) => ({ ...l, available: !l.deleted }))))) {
      throw conflict(API_MESSAGES.cartChanged, CART_CHANGED);
    }
    const live = lines.filter((l) => !l.deleted);
    if (live.length === 0) throw invalidInput(API_MESSAGES.emptyCart);

    const expectedCents = opts.expectedTotalCents ?? (opts.expectedTotal === undefined ? undefined : toCents(opts.expectedTotal));
    if (expectedCents !== undefined) {
      const subtotal = live.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
      if (subtotal + taxCents(subtotal) !== expectedCents) throw conflict(API_MESSAGES.pricesChanged, PRICES_CHANGED);
    }
    for (const l of live) {
      if (l.quantity > l.stock) throw conflict(shortMessage(l.name, l.size, l.colour, l.stock));
    }

    const ship = opts.shippingAddress ?? { addressLine1: buyer.line1, city: buyer.city, postalCode: buyer.postal, country: buyer.country };
    const priced = priceOrders(live);
    // Paying on delivery: what the buyer's unpaid orders come to, read by the write. Its snapshot
    // is taken after the read locked the buyer's row, so it sees any checkout that held it before.
    const unpaid = onDelivery
      ? sql`unpaid as (select coalesce(sum(total_cents), 0)::text as cents from ${orders} where buyer_id = ${buyerId}::int and ${UNPAID_ON_DELIVERY}),`
      : sql``;
    const at = now.toISOString();
    // Pay on delivery: the payment's row goes in with the orders (a reused key fails the statement).
    const paymentRow = opts.payment?.insert
      ? sql`p as (
        insert into ${payments} (id, buyer_id, idempotency_key, method, status, amount_cents, provider, ship_line1, ship_city, ship_postal_code, ship_country, created_at, updated_at)
        values (${opts.payment.id}, ${buyerId}::int, ${opts.payment.insert.idempotencyKey}, ${opts.payment.method}, 'placed', ${priced.totalCents}::bigint, ${opts.payment.insert.provider},
          ${ship.addressLine1}::text, ${ship.city}::text, ${ship.postalCode}::text, ${ship.country}::text, ${at}::timestamptz, ${at}::timestamptz)
      ),`
      : sql``;

    // Prepared by shape for the usual small carts (at most 4³ shapes per connection); a big cart's
    // statement is planned each time rather than kept.
    const written = await tx.rows<Written>(
      orderWrite({ buyerId, lines, priced, ship: shipValues(ship), pay, now, extra: sql`${paymentRow} ${unpaid}`, unpaid: onDelivery }),
      lines.length <= SMALL_CART ? 'checkout_write' : undefined,
    );
    // Refused, the transaction rolls back all the write did.
    if (onDelivery) {
      refuseOverPayOnDeliveryLimit(
        Number(written[0]?.unpaid ?? 0),
        priced.totalCents,
        opts.payOnDeliveryLimitCents ?? PAY_ON_DELIVERY_LIMIT_CENTS,
      );
    }
    if ((written[0]?.updated ?? 0) !== live.length) throw conflict(API_MESSAGES.stockChanged);
    return placedOrders(written, priced, pay.method);
  }
}

/** What a checkout's orders come to: one per vendor, in vendor order, the tax shared out exactly. */
interface PricedOrders {
  live: Line[];
  groups: [number, Line[]][];
  subtotals: number[];
  taxes: number[];
  totalCents: number;
}

function priceOrders(live: Line[]): PricedOrders {
  const groups = [...groupBy(live, (l) => l.vendorId).entries()].sort(([a], [b]) => a - b);
  const subtotals = groups.map(([, ls]) => ls.reduce((s, l) => s + l.priceCents * l.quantity, 0));
  const taxes = allocate(taxCents(subtotals.reduce((a, b) => a + b, 0)), subtotals);
  const totalCents = subtotals.reduce((a, b) => a + b, 0) + taxes.reduce((a, b) => a + b, 0);
  return { live, groups, subtotals, taxes, totalCents };
}

type Written = PlacedOrder & { updated: number; unpaid: string | null; ok?: boolean | null };

function placedOrders(written: Written[], priced: PricedOrders, method: PaymentMethod): PlacedOrder[] {
  const totals = new Map(priced.groups.map(([vendorId], i) => [vendorId, (priced.subtotals[i] ?? 0) + (priced.taxes[i] ?? 0)]));
  return written
    .filter((w) => w.id !== null)
    .map(({ id, vendorId }) => ({ id, vendorId, paymentMethod: method, totalCents: totals.get(vendorId) ?? 0 }));
}

/** Where the orders go, as SQL expressions: an address given as values, or the buyer's profile read by the statement. */
interface ShipValues {
  line1: SQL;
  city: SQL;
  postal: SQL;
  country: SQL;
}
const shipValues = (ship: ShippingAddress): ShipValues => ({
  line1: sql`${ship.addressLine1}::text`,
  city: sql`${ship.city}::text`,
  postal: sql`${ship.postalCode}::text`,
  country: sql`${ship.country}::text`,
});

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
 * with it the whole statement.
 */
function orderWrite(w: {
  buyerId: number;
  /** Every line read, those of deleted products too (they leave the cart with the rest). */
  lines: Line[];
  priced: PricedOrders;
  ship: ShipValues;
  pay: { id: string | null; method: string; status: string };
  now: Date;
  extra?: SQL;
  unpaid?: boolean;
  gate?: { ctes: SQL; ok: SQL };
}): SQL {
  const { buyerId, priced, ship, pay } = w;
  const at = w.now.toISOString();
  const expected = new Date(w.now.getTime() + EXPECTED_DELIVERY_DAYS * 86_400_000).toISOString();
  const ok = w.gate ? sql`and ${w.gate.ok}` : sql``;
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const stockValues = list(priced.live.map((l) => sql`(${l.variantId}::int, ${l.productId}::int, ${l.quantity}::int)`));
  const orderValues = list(
    priced.groups.map(([vendorId], i) => {
      const subtotal = priced.subtotals[i] ?? 0;
      const tax = priced.taxes[i] ?? 0;
      return sql`(${vendorId}::int, ${subtotal}::bigint, ${tax}::bigint, ${subtotal + tax}::bigint)`;
    }),
  );
  const itemValues = list(
    priced.live.map(
      (l) =>
        sql`(${l.vendorId}::int, ${l.productId}::int, ${l.variantId}::int, ${l.size}::text, ${l.colour}::text, ${l.name}::text, ${l.priceCents}::int, ${l.quantity}::int)`,
    ),
  );
  // Lines added after the read are not in this list, so they stay in the cart instead of
  // vanishing unordered.
  const cartIds = list(w.lines.map((l) => sql`${l.cartId}::int`));
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
          ship_line1, ship_city, ship_postal_code, ship_country, created_at, expected_delivery, updated_at,
          payment_id, payment_method, payment_status)
        select ${buyerId}::int, x.vendor_id, 'pending', x.subtotal, x.tax, x.total,
          ${ship.line1}, ${ship.city}, ${ship.postal}, ${ship.country},
          ${at}::timestamptz, ${expected}::timestamptz, ${at}::timestamptz,
          ${pay.id}::text, ${pay.method}::text, ${pay.status}::text
        from (values ${orderValues}) as x(vendor_id, subtotal, tax, total)
        where true ${ok}
        order by x.vendor_id
        returning id, vendor_id
      ),
      i as (
        insert into ${orderItems} (order_id, product_id, variant_id, size, colour, product_name, unit_price_cents, quantity)
        select o.id, y.product_id, y.variant_id, y.size, y.colour, y.name, y.price, y.q
        from (values ${itemValues}) as y(vendor_id, product_id, variant_id, size, colour, name, price, q)
        join o on o.vendor_id = y.vendor_id
        order by y.product_id, y.variant_id
      ),
      e as (
        insert into ${orderEvents} (order_id, from_status, to_status, at)
        select o.id, null, 'pending', ${at}::timestamptz from o order by o.id
      ),
      ${w.extra ?? sql``}
      ${queueOrderPlacedMails(buyerId)}
      d as (
        delete from ${cartItems} where buyer_id = ${buyerId}::int and id in (${cartIds}) ${ok}
      )
      ${
        w.gate
          ? sql`select g.ok, o.id, o.vendor_id as "vendorId", (select count(*) from upd)::int as updated, null::text as unpaid
      from gate g left join o on true order by o.id`
          : sql`select o.id, o.vendor_id as "vendorId", (select count(*) from upd)::int as updated,
        ${w.unpaid ? sql`(select cents from unpaid)` : sql`null::text`} as unpaid
      from o order by o.id`
      }`;
}

/** A card payment's cart as it was read when the payment was opened (payments/checkout/open-card-payment.ts). */
export interface OpenedCart {
  lines: Line[];
  /** The cart's version then, which the payment keeps. */
  version: string;
}

/**
 * A card payment's orders in one statement, without BEGIN and COMMIT, for the buyer's own call
 * right after its authorisation (decision 197): the payment's row is locked, then the cart lines,
 * products and variants as checkout locks them; a gate checks the cart is still the one the
 * payment was opened for (its version, each line's price and quantity) and every line is in stock;
 * only then is the payment claimed and the orders written, from the lines read when the payment was
 * opened. Undefined when the gate refused, and nothing changed: the caller then places the orders
 * the long way (placeOrdersIn), which says why. The stock constraints are the last word: a statement
 * that would take a variant or product below zero changes nothing and goes the long way too.
 */
export async function placeCardOrdersAtOnce(
  statements: Statements,
  buyerId: number,
  opened: OpenedCart,
  claim: PaymentClaim & { amountCents: number; shippingAddress?: ShippingAddress },
  now = new Date(),
): Promise<PlacedOrder[] | undefined> {
  const live = opened.lines.filter((l) => !l.deleted);
  if (live.length === 0 || opened.lines.length > SMALL_CART) return undefined;
  const priced = priceOrders(live);
  // What the card authorised is what these orders must come to.
  if (priced.totalCents !== claim.amountCents) return undefined;
  const ship = claim.shippingAddress
    ? shipValues(claim.shippingAddress)
    : {
        line1: sql`(select address_line1 from ${users} where id = ${buyerId}::int)`,
        city: sql`(select city from ${users} where id = ${buyerId}::int)`,
        postal: sql`(select postal_code from ${users} where id = ${buyerId}::int)`,
        country: sql`(select country from ${users} where id = ${buyerId}::int)`,
      };
  const sent = sql.join(
    opened.lines.map((l) => sql`(${l.cartId}::int, ${l.variantId}::int, ${l.quantity}::int, ${l.priceCents}::int, ${!l.deleted}::boolean)`),
    sql`, `,
  );
  const ctes = sql`pay as materialized (
        select id from ${payments} where id = ${claim.paymentId} and buyer_id = ${buyerId}::int and status in ${OPEN_PAYMENT} for update
      ),
      locked as materialized (
        select c.id as "cartId", c.product_id as "productId", c.variant_id as "variantId", c.quantity,
               coalesce(v.price_cents, p.base_price_cents) as price, v.stock, (p.listed and v.deleted_at is null) as available
        from ${cartItems} c
        join ${products} p on p.id = c.product_id
        join ${productVariants} v on v.id = c.variant_id
        where c.buyer_id = ${buyerId}::int and exists (select 1 from pay)
        order by c.product_id, c.variant_id
        for no key update of p, v for update of c
      ),
      sent(cart_id, variant_id, q, price, available) as (values ${sent}),
      gate as materialized (
        select exists (select 1 from pay)
          and (select count(*) from locked) = ${opened.lines.length}
          and ${cartVersionSql(sql`locked`)} = ${opened.version}
          and not exists (
            select 1 from locked l left join sent s on s.cart_id = l."cartId"
            where s.cart_id is null or s.variant_id <> l."variantId" or s.q <> l.quantity or s.available <> l.available
              or (l.available and (s.price <> l.price or l.stock < l.quantity)))
          as ok
      ),
      claimed as (${claimPayment(claim, sql`(select ok from gate)`)})`;
  const pay = { id: claim.paymentId, method: 'card', status: 'authorized' };
  let written: Written[];
  try {
    written = await statements.rows<Written>(
      orderWrite({ buyerId, lines: opened.lines, priced, ship, pay, now, gate: { ctes, ok: sql`(select ok from gate)` } }),
      'checkout_card_at_once',
    );
  } catch (err) {
    if (violatesCheck(err, 'product_variants_stock_check') || violatesCheck(err, 'products_stock_check')) return undefined;
    throw err;
  }
  return written[0]?.ok ? placedOrders(written, priced, 'card') : undefined;
}
