import { toCents } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { cartItems, payments, products, productVariants, users } from '../../db/schema.js';
import type { CartLine } from '../../domain/cart/cart-line.js';
import { cartVersion, cartVersionSql } from '../../domain/cart/cart-version.js';
import type { OpenedCart } from '../../domain/orders/card-orders-at-once.js';
import { checkCheckout } from '../../domain/orders/check-checkout.js';
import { chargedCentsSql } from '../../domain/orders/tax.js';
import type { CheckoutHandles } from './handles.js';
import type { CheckoutRequest } from './payment-row.js';

/** A cart line as the opening statement reads it: whether it can still be bought, and the payment's amount if one was opened. */
type OpenedLine = Omit<CartLine, 'deleted'> & { available: boolean; opened: string | null };

/** The statement: the cart's lines as getCart shows them, and the payment inserted when every check holds. */
function openStatement(h: CheckoutHandles, id: string, buyerId: number, req: CheckoutRequest): SQL {
  const ship = req.shippingAddress;
  const amount = chargedCentsSql;
  const versions = req.cartVersions
    ? sql`and ch.version in (${sql.join(
        req.cartVersions.map((v) => sql`${v}::text`),
        sql`, `,
      )})`
    : sql``;
  return sql`with cart as (
      select c.id as "cartId", c.product_id as "productId", c.variant_id as "variantId", c.quantity, p.name as "productName", v.size, v.colour,
        coalesce(v.price_cents, p.base_price_cents) as "priceCents", p.vendor_id as "vendorId", v.stock, (p.listed and v.deleted_at is null) as available
      from ${cartItems} c
      join ${productVariants} v on v.id = c.variant_id
      join ${products} p on p.id = c.product_id
      join ${users} u on u.id = p.vendor_id
      where c.buyer_id = ${buyerId}
    ),
    charge as (
      select coalesce(sum("priceCents"::bigint * quantity) filter (where available), 0)::bigint as subtotal,
        ${cartVersionSql(sql`cart`)} as version,
        coalesce(bool_or(available), false) as live,
        coalesce(bool_and(quantity <= stock) filter (where available), true) as stocked
      from cart
    ),
    opened as (
      insert into ${payments} (id, buyer_id, idempotency_key, method, status, amount_cents, provider, cart_version, ship_line1, ship_city, ship_postal_code, ship_country)
      select ${id}, ${buyerId}::int, ${req.idempotencyKey ?? id}, 'card', 'authorizing', ${amount(sql`ch.subtotal`)}, ${h.provider.name}, ch.version,
        ${ship?.addressLine1 ?? null}::text, ${ship?.city ?? null}::text, ${ship?.postalCode ?? null}::text, ${ship?.country ?? null}::text
      from charge ch
      where ch.live and ch.stocked
        ${req.expectedTotal === undefined ? sql`` : sql`and ${amount(sql`ch.subtotal`)} = ${toCents(req.expectedTotal)}::bigint`}
        ${versions}
      on conflict (buyer_id, idempotency_key) do nothing
      returning amount_cents::text
    )
  select cart.*, (select amount_cents from opened) as opened
  from (select 1) one left join cart on true
  order by cart."cartId"`;
}

/**
 * Opens a card payment for what the cart would be charged now, checked as checkout checks it
 * before any money moves: one statement reads the lines the cart shows (getCart's), prices them
 * and inserts the payment, `authorizing`, with the cart's version, unless a check fails or the
 * Idempotency-Key was used (decision 196). The checks run again here on the lines it read, for
 * the buyer's message; the amount is checked against the statement's own.
 */
export async function openCardPayment(
  h: CheckoutHandles,
  id: string,
  buyerId: number,
  req: CheckoutRequest,
): Promise<{ opened: boolean; amountCents: number; cart: OpenedCart }> {
  const rows = await h.statements.rows<OpenedLine>(openStatement(h, id, buyerId, req), 'payment_open');
  const cart = rows.filter((l) => l.cartId !== null);
  const version = cartVersion(cart);
  const lines = cart.map(({ available, opened: _, ...l }) => ({ ...l, deleted: !available }));
  const expectedCents = req.expectedTotal === undefined ? undefined : toCents(req.expectedTotal);
  const { totalCents: amountCents } = checkCheckout(lines, { cartVersions: req.cartVersions, expectedCents }, () => version);
  const opened = rows[0]?.opened ?? null;
  if (opened !== null && Number(opened) !== amountCents)
    throw new Error(`card payment ${id} opened for ${opened} cents, priced at ${amountCents}`);
  return { opened: opened !== null, amountCents, cart: { lines, version } };
}
