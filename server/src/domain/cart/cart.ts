import { API_MESSAGES, type CartItem, LIMITS } from '@seamline/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { violatesForeignKey } from '../../db/violations.js';
import type { Statements } from '../../db/statements.js';
import { cartItems, products, users } from '../../db/schema.js';
import { toCartItem, type WrittenLine } from './cart-item.js';
import { invalidInput, notFound, unauthenticated } from '../errors.js';

/** The buyer's cart (or one line of it), oldest line first; lines of products the vendor deleted stay, flagged. */
export async function getCart(db: Tx, buyerId: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      cartId: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      productName: products.name,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      stock: products.stock,
      seenPriceCents: cartItems.seenPriceCents,
      vendorId: products.vendorId,
      vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
      deleted: sql<boolean>`${products.deletedAt} is not null`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => toCartItem(buyerId, r));
}

/**
 * Adds to the line's quantity in one statement that reads the live product, checks stock and the
 * 99-unit cap, writes the line and answers it, so concurrent adds can never push a line past what
 * is in stock. Only a refused add sends a second statement, to word its message.
 */
export async function addToCart(statements: Statements, buyerId: number, productId: number, quantity: number): Promise<CartItem> {
  // No row: no live product. A row without cartId: the add was refused (out of stock, short, or over
  // 99), and nothing was written. A new line needs quantity <= stock; an existing one needs its sum
  // to stay within stock and 99 — checked by ON CONFLICT against the line's newest version.
  const rows = statements.rows<WrittenLine>(
    sql`
    with p as (
      select p.name, p.price_cents, p.image_url, p.stock, p.vendor_id, coalesce(u.vendor_name, '') as vendor_name
      from ${products} p join ${users} u on u.id = p.vendor_id
      where p.id = ${productId}::int and p.deleted_at is null
    ),
    line as (
      insert into ${cartItems} (buyer_id, product_id, quantity, seen_price_cents)
      select ${buyerId}::int, ${productId}::int, ${quantity}::int, p.price_cents from p
      where p.stock > 0 and ${quantity}::int <= p.stock
      on conflict (buyer_id, product_id) do update
        set quantity = ${cartItems}.quantity + excluded.quantity, seen_price_cents = excluded.seen_price_cents
        where ${cartItems}.quantity + excluded.quantity <= (select p.stock from p)
          and ${cartItems}.quantity + excluded.quantity <= ${LIMITS.quantityMax}::int
      returning id, quantity
    )
    select p.name as "productName", p.price_cents as "priceCents", p.image_url as "imageUrl", p.stock,
           p.vendor_id as "vendorId", p.vendor_name as "vendorName", line.id as "cartId", line.quantity
    from p left join line on true`,
    'cart_add',
  );
  // The account went while its session was still remembered: the session is over.
  const [row] = await rows.catch((err: unknown) => {
    throw violatesForeignKey(err) ? unauthenticated(API_MESSAGES.sessionInvalid) : err;
  });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  if (row.stock === 0) throw invalidInput(API_MESSAGES.outOfStock(row.productName));
  if (row.cartId !== null && row.quantity !== null) {
    return toCartItem(buyerId, { ...row, cartId: row.cartId, productId, quantity: row.quantity, seenPriceCents: row.priceCents, deleted: false });
  }
  const [existing] = await statements.rows<{ quantity: number }>(
    sql`select quantity from ${cartItems} where buyer_id = ${buyerId} and product_id = ${productId}`,
  );
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > LIMITS.quantityMax) throw invalidInput(API_MESSAGES.cartLineMax(LIMITS.quantityMax));
  throw invalidInput(
    inCart > 0
      ? `${API_MESSAGES.notEnoughStock(row.productName, row.stock)}; you already have ${inCart} in your cart`
      : API_MESSAGES.notEnoughStock(row.productName, row.stock),
  );
}

export async function removeFromCart(db: Tx, buyerId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(API_MESSAGES.cartItemNotFound);
}
