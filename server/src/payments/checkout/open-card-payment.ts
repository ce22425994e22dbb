import { API_MESSAGES, toCents } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { cartItems, payments, products, productVariants, users } from '../../db/schema.js';
import type { CartLine } from '../../domain/cart/cart-line.js';
import { cartVersion, cartVersionSql } from '../../domain/cart/cart-version.js';
import { conflict } from '../../domain/errors.js';
import type { OpenedCart } from '../../domain/orders/card-orders-at-once.js';
import { CART_CHANGED, checkCheckout } from '../../domain/orders/check-checkout.js';
import { type PricedCheckout, priceCheckout } from '../../domain/orders/price-checkout.js';
import type { CheckoutHandles } from './handles.js';
import type { CheckoutRequest } from './payment-row.js';

/** A cart line as the opening statement reads it: whether it can still be bought, and the payment's amount if one was opened. */
type OpenedLine = Omit<CartLine, 'deleted'> & { available: boolean; opened: string | null };

/** The cart's lines as getCart shows them. */
const cartCte = (buyerId: number) => sql`cart as (
      select c.id as "cartId", c.product_id as "productId", c.variant_id as "variantId", c.quantity, p.name as "productName", v.size, v.colour,
        coalesce(v.price_cents, p.base_price_cents) as "priceCents", p.vendor_id as "vendorId", v.stock, (p.listed and v.deleted_at is null) as available
      from ${cartItems} c
      join ${productVariants} v on v.id = c.variant_id
      join ${products} p on p.id = c.product_id
      join ${users} u on u.id = p.vendor_id
      where c.buyer_id = ${buyerId}::int
    )`;

const asLines = (rows: OpenedLine[]): CartLine[] =>
  rows.filter((l) => l.cartId !== null).map(({ available, opened: _, ...l }) => ({ ...l, deleted: !available }));

/** What the statement is told: the cart as it was priced, and the payment's amount. */
interface Priced {
  version: string;
  amountCents: number;
}

/** The statement: the cart's lines, and the payment inserted when the cart is still the one priced and every check holds. */
function openStatement(h: CheckoutHandles, id: string, buyerId: number, req: CheckoutRequest, priced: Priced): SQL {
  const ship = req.shippingAddress;
  const versions = req.cartVersions
    ? sql`and ch.version in (${sql.join(
        req.cartVersions.map((v) => sql`${v}::text`),
        sql`, `,
      )})`
    : sql``;
  const seen = req.expectedTotal === undefined || toCents(req.expectedTotal) === priced.amountCents;
  return sql`with ${cartCte(buyerId)},
    charge as (
      select ${cartVersionSql(sql`cart`)} as version,
        coalesce(bool_or(available), false) as live,
        coalesce(bool_and(quantity <= stock) filter (where available), true) as stocked
      from cart
    ),
    opened as (
      insert into ${payments} (id, buyer_id, idempotency_key, method, status, amount_cents, provider, cart_version, ship_line1, ship_city,
        ship_postal_code, ship_country, shipping_choice, coupon_code)
      select ${id}, ${buyerId}::int, ${req.idempotencyKey ?? id}, 'card', 'authorizing', ${priced.amountCents}::bigint, ${h.provider.name}, ch.version,
        ${ship?.addressLine1 ?? null}::text, ${ship?.city ?? null}::text, ${ship?.postalCode ?? null}::text, ${ship?.country ?? null}::text,
        ${req.shipping ? JSON.stringify(req.shipping) : null}::jsonb, ${req.couponCode ?? null}::text
      from charge ch
      where ch.live and ch.stocked and ch.version = ${priced.version}::text and ${seen}::boolean ${versions}
      on conflict (buyer_id, idempotency_key) do nothing
      returning amount_cents::text
    )
  select cart.*, (select amount_cents from opened) as opened
  from (select 1) one left join cart on true
  order by cart."cartId"`;
}

/** The cart read and priced with the buyer's delivery choices and code, before the payment is opened. */
async function priceCart(h: CheckoutHandles, buyerId: number, req: CheckoutRequest): Promise<{ version: string; priced: PricedCheckout }> {
  const rows = await h.statements.rows<OpenedLine>(
    sql`with ${cartCte(buyerId)} select cart.*, null as opened from cart order by cart."cartId"`,
    'payment_price_read',
  );
  const lines = asLines(rows);
  const live = lines.filter((l) => !l.deleted);
  const now = h.now?.() ?? new Date();
  const priced =
    live.length === 0
      ? { parcels: [], coupon: null, totalCents: 0 }
      : await priceCheckout(h.statements, live, { shipping: req.shipping, couponCode: req.couponCode, buyerId, now });
  return { version: cartVersion(rows.filter((l) => l.cartId !== null)), priced };
}

/**
 * Opens a card payment for what the cart would be charged now, checked as checkout checks it
 * before any money moves: the cart is read and priced with delivery and discount
 * (docs/decisions/261-shipping-in-the-order-total.md), then one statement reads the lines again and
 * inserts the payment, `authorizing`, with the cart's version, unless the cart changed since, a
 * check fails or the Idempotency-Key was used (decision 196). The checks run again here on the
 * lines it read, for the buyer's message.
 */
export async function openCardPayment(
  h: CheckoutHandles,
  id: string,
  buyerId: number,
  req: CheckoutRequest,
): Promise<{ opened: boolean; amountCents: number; cart: OpenedCart }> {
  const { version: pricedVersion, priced } = await priceCart(h, buyerId, req);
  const amount = { version: pricedVersion, amountCents: priced.totalCents };
  const rows = await h.statements.rows<OpenedLine>(openStatement(h, id, buyerId, req, amount), 'payment_open');
  const version = cartVersion(rows.filter((l) => l.cartId !== null));
  const lines = asLines(rows);
  const expectedCents = req.expectedTotal === undefined ? undefined : toCents(req.expectedTotal);
  checkCheckout(lines, { cartVersions: req.cartVersions, expectedCents, totalCents: priced.totalCents }, () => version);
  const opened = rows[0]?.opened ?? null;
  // Changed between the two reads: the buyer is shown the cart as it now stands.
  if (opened === null && version !== pricedVersion) throw conflict(API_MESSAGES.cartChanged, CART_CHANGED);
  return { opened: opened !== null, amountCents: priced.totalCents, cart: { lines, version, priced } };
}
