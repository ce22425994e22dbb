import { API_MESSAGES, type PaymentMethod, type ShippingAddress, toCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { cartItems, orders, payments, products, productVariants, users } from '../../db/schema.js';
import type { Statements } from '../../db/statements.js';
import type { CartLine } from '../cart/cart-line.js';
import { conflict, unauthenticated } from '../errors.js';
import { claimPayment, type PaymentClaim } from '../money/move-payment.js';
import { checkCheckout } from './check-checkout.js';
import { useOf } from '../coupons/apply.js';
import { settleUse, type UseClaim } from '../coupons/uses.js';
import { orderWrite, type PlacedOrder, placedOrders, SMALL_CART, shipValues, type Written } from './order-write.js';
import { type CheckoutChoices, type PricedCheckout, priceCheckout } from './price-checkout.js';
import { PAY_ON_DELIVERY_LIMIT_CENTS, refuseOverPayOnDeliveryLimit, UNPAID_ON_DELIVERY } from './pay-on-delivery-limit.js';

export { CART_CHANGED, PRICES_CHANGED } from './check-checkout.js';
export { type OpenedCart, placeCardOrdersAtOnce } from './card-orders-at-once.js';
export type { PlacedOrder } from './order-write.js';

/** One row of the locking read: the buyer's address and one cart line (all null for an empty cart). */
type CartRow = { line1: string; city: string; postal: string; country: string; claimed: boolean } & {
  [K in keyof CartLine]: CartLine[K] | null;
};

/**
 * Checkout (docs/architecture.md#server-rules, docs/architecture.md#sizes-and-colours): one transaction that locks the cart lines, their variants and products
 * in (product id, variant id) order, checks every line against its variant's stock, decrements the
 * variant's and the product's stock by the same amount, and writes one order per vendor. Any short line
 * orders nothing. The conditional decrement means no two buyers can ever get the same last unit.
 *
 * Five statements, with a code or without: BEGIN; one locking read (paying on delivery, the buyer's
 * row too); the shops' delivery profiles, with the code beside them; one write (stock, orders, items,
 * events, cart, mails, with a code its use, and paying on delivery the payment's row and the buyer's
 * unpaid total for the limit: pay-on-delivery-limit.ts); COMMIT. A code limited to categories reads
 * them in one more statement.
 * With `cartVersions` (the versions of the cart the buyer may have seen) a cart that changed since orders nothing. Lines of
 * products the vendor deleted are not ordered and leave the cart with the rest
 * (docs/decisions/032-deleted-products-in-carts.md).
 */
export function placeOrders(statements: Statements, buyerId: number, opts: PlaceOptions = {}): Promise<PlacedOrder[]> {
  return statements.transaction((tx) => placeOrdersIn(tx, buyerId, opts));
}

/** How the orders are paid (docs/architecture.md#payments): the payment they belong to, written with them. */
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
  /** The most the buyer's unpaid pay-on-delivery orders may come to with these (docs/architecture.md#payments). */
  payOnDeliveryLimitCents?: number;
  /**
   * A card payment to claim (`placed`, while it is still open), by the locking read before it locks
   * anything else: no row claimed, nothing is ordered and the answer is no orders (decision 195).
   */
  claim?: PaymentClaim;
  /** The buyer's delivery method per shop and code (docs/architecture.md#shipping-and-promotions). */
  choices?: CheckoutChoices;
  /** When the cart is priced, by the money clock: the order's day for delivery dates (default `now`). */
  pricedAt?: Date;
}

/**
 * The locking read: the cart lines with their products and variants, locked product by product
 * and within a product variant by variant (ascending ids; each row product, then variant, then
 * line), so two checkouts over the same products queue instead of deadlocking and the stock
 * checked cannot move before the write. Why this order: docs/decisions/053-checkout-locks-variants.md;
 * why the cart lines and not the buyer row: docs/decisions/017-checkout-locks-cart-lines.md.
 * Products and variants FOR NO KEY UPDATE, the lock their UPDATE takes: another checkout or
 * stock change of them still waits, but a buyer adding one to a cart (whose foreign key check
 * takes KEY SHARE) does not wait for this checkout (decision 194). The cart lines, which the
 * write deletes, FOR UPDATE. A card payment's claim comes first: the lines are read for the buyer
 * it returns. Paying on delivery, the buyer's row is locked too, after the lines: two checkouts of
 * one buyer take turns, so the second's write counts the first's orders against the limit (FOR NO
 * KEY UPDATE, which a cart line's foreign key check does not wait for).
 */
function lockCart(tx: Statements, buyerId: number, claim: PaymentClaim | undefined, onDelivery: boolean): Promise<CartRow[]> {
  return tx.rows<CartRow>(
    sql`
      with ${claim ? sql`claim as (${claimPayment(claim)}),` : sql``}
      lines as (
        select c.id as cart_id, c.product_id, c.variant_id, v.size, v.colour, c.quantity, p.name,
               coalesce(v.price_cents, p.base_price_cents) as price_cents, p.vendor_id, v.stock,
               (not p.listed or v.deleted_at is not null) as deleted
        from ${cartItems} c
        join ${products} p on p.id = c.product_id
        join ${productVariants} v on v.id = c.variant_id
        where c.buyer_id = ${claim ? sql`(select buyer_id from claim)` : buyerId}
        order by c.product_id, c.variant_id
        for no key update of p, v for update of c
      )
      select u.address_line1 as "line1", u.city, u.postal_code as "postal", u.country,
             ${claim ? sql`exists (select 1 from claim)` : sql`true`} as claimed,
             l.cart_id as "cartId", l.product_id as "productId", l.variant_id as "variantId", l.size, l.colour,
             l.quantity, l.name as "productName", l.price_cents as "priceCents", l.vendor_id as "vendorId", l.stock, l.deleted
      from ${users} u
      left join lines l on true
      where u.id = ${buyerId}
      order by l.product_id, l.variant_id
      ${onDelivery ? sql`for no key update of u` : sql``}`,
    'checkout_read',
  );
}

/**
 * Paying on delivery, what the write adds: the payment's own row (a reused key fails the
 * statement), and what the buyer's unpaid orders come to, read by the write. Its snapshot is taken
 * after the read locked the buyer's row, so it sees any checkout that held it before.
 */
function onDeliveryCtes(buyerId: number, payment: OrderPayment | undefined, priced: PricedCheckout, ship: ShippingAddress, at: string) {
  const paymentRow = payment?.insert
    ? sql`p as (
        insert into ${payments} (id, buyer_id, idempotency_key, method, status, amount_cents, provider, ship_line1, ship_city, ship_postal_code, ship_country, created_at, updated_at)
        values (${payment.id}, ${buyerId}::int, ${payment.insert.idempotencyKey}, ${payment.method}, 'placed', ${priced.totalCents}::bigint, ${payment.insert.provider},
          ${ship.addressLine1}::text, ${ship.city}::text, ${ship.postalCode}::text, ${ship.country}::text, ${at}::timestamptz, ${at}::timestamptz)
      ),`
    : sql``;
  return sql`${paymentRow} unpaid as (select coalesce(sum(total_cents), 0)::text as cents from ${orders} where buyer_id = ${buyerId}::int and ${UNPAID_ON_DELIVERY}),`;
}

/** Checkout's write inside a transaction the caller holds (a card payment claims its row first). */
export async function placeOrdersIn(tx: Statements, buyerId: number, opts: PlaceOptions = {}): Promise<PlacedOrder[]> {
  const now = opts.now ?? new Date();
  const pay = opts.payment ?? { id: null, method: 'on_delivery', status: 'due_on_delivery' };
  const onDelivery = pay.method === 'on_delivery';
  const rows = await lockCart(tx, buyerId, opts.claim, onDelivery);
  const buyer = rows[0];
  // No buyer row: the account went while its session was still remembered.
  if (!buyer) throw unauthenticated(API_MESSAGES.sessionInvalid);
  // The payment was not open (another caller placed or voided it): nothing to order here.
  if (!buyer.claimed) return [];
  const lines = rows.filter((r): r is CartRow & CartLine => r.cartId !== null);
  // The version is worked out from the lines just locked, so it needs no statement of its own.
  const expectedCents = opts.expectedTotalCents ?? (opts.expectedTotal === undefined ? undefined : toCents(opts.expectedTotal));
  const priced = await priceLive(tx, buyerId, lines, opts.choices, opts.pricedAt ?? now);
  const { live } = checkCheckout(lines, { cartVersions: opts.cartVersions, expectedCents, totalCents: priced.totalCents });

  const ship = opts.shippingAddress ?? { addressLine1: buyer.line1, city: buyer.city, postalCode: buyer.postal, country: buyer.country };
  const extra = onDelivery ? onDeliveryCtes(buyerId, opts.payment, priced, ship, now.toISOString()) : sql``;
  let use: UseClaim | undefined;
  if (priced.coupon) {
    // Every way into checkout writes its payment first: a code's use is counted once per payment.
    if (pay.id === null) throw new Error('a checkout with a code must have a payment');
    use = useOf(priced.coupon, buyerId, pay.id, now);
  }
  // Prepared by shape for the usual small carts (at most 4³ shapes per connection, times the
  // code's two); a big cart's statement is planned each time rather than kept.
  const written = await tx.rows<Written>(
    orderWrite({ buyerId, lines, priced, ship: shipValues(ship), pay, now, extra, unpaid: onDelivery, use }),
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
  if (use) await settleUse(tx, use, { couponOpen: written[0]?.couponOpen === true, couponUsed: written[0]?.couponUsed === true });
  return placedOrders(written, priced, pay.method);
}

/** The cart's live lines priced in checkout's transaction; an empty cart prices at nothing (checkCheckout refuses it). */
function priceLive(
  tx: Statements,
  buyerId: number,
  lines: readonly CartLine[],
  choices: CheckoutChoices = {},
  now: Date,
): Promise<PricedCheckout> {
  const live = lines.filter((l) => !l.deleted);
  if (live.length === 0) return Promise.resolve({ parcels: [], coupon: null, totalCents: 0 });
  return priceCheckout(tx, live, { ...choices, buyerId, now });
}
