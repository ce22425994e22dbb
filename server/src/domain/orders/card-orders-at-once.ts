import type { ShippingAddress } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { cartItems, payments, products, productVariants, users } from '../../db/schema.js';
import type { Statements } from '../../db/statements.js';
import { violatesCheck } from '../../db/violations.js';
import type { CartLine } from '../cart/cart-line.js';
import { cartVersionSql } from '../cart/cart-version.js';
import { claimPayment, OPEN_PAYMENT, type PaymentClaim } from '../money/move-payment.js';
import { orderWrite, type PlacedOrder, placedOrders, SMALL_CART, shipValues, type Written } from './order-write.js';
import type { PricedCheckout } from './price-checkout.js';

/** A card payment's cart as it was read when the payment was opened (payments/checkout/open-card-payment.ts). */
export interface OpenedCart {
  lines: CartLine[];
  /** The cart's version then, which the payment keeps. */
  version: string;
  /** Its live lines priced then, with delivery and discount: the payment's amount. */
  priced: PricedCheckout;
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
  // A code's use is counted in the long way's transaction, with the orders.
  if (live.length === 0 || opened.lines.length > SMALL_CART || opened.priced.coupon) return undefined;
  const priced = opened.priced;
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
