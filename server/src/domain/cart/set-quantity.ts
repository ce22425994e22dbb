import { API_MESSAGES, type CartItem } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { cartItems, products, users } from '../../db/schema.js';
import { invalidInput, notFound } from '../errors.js';
import { toCartItem, type WrittenLine } from './cart-item.js';

/**
 * Sets a cart line's quantity (DESIGN §5: 1–99, checked by the input schema, and at most the stock)
 * in one statement that reads the live product and writes the line only when the stock allows it.
 * A checkout holding the line's lock makes it wait; once that checkout has cleared the line, it
 * finds no line. Only a refused change looks further, to word its message.
 */
export async function setCartQuantity(statements: Statements, buyerId: number, productId: number, quantity: number): Promise<CartItem> {
  const [row] = await statements.rows<WrittenLine & { deleted: boolean; inCart: boolean; seenPriceCents: number | null }>(
    sql`
    with p as (
      select p.id, p.name, p.price_cents, p.image_url, p.stock, p.vendor_id, p.deleted_at is not null as deleted,
             coalesce(u.vendor_name, '') as vendor_name
      from ${products} p join ${users} u on u.id = p.vendor_id
      where p.id = ${productId}::int
    ),
    line as (
      update ${cartItems} c set quantity = ${quantity}::int
      from p
      where c.buyer_id = ${buyerId}::int and c.product_id = p.id and not p.deleted and ${quantity}::int <= p.stock
      returning c.id, c.quantity, c.seen_price_cents
    )
    select p.name as "productName", p.price_cents as "priceCents", p.image_url as "imageUrl", p.stock,
           p.vendor_id as "vendorId", p.vendor_name as "vendorName", p.deleted,
           exists (select 1 from ${cartItems} c where c.buyer_id = ${buyerId}::int and c.product_id = p.id) as "inCart",
           line.id as "cartId", line.quantity, line.seen_price_cents as "seenPriceCents"
    from p left join line on true`,
    'cart_quantity',
  );
  if (!row?.inCart) throw notFound(API_MESSAGES.cartItemNotFound);
  if (row.cartId !== null && row.quantity !== null) {
    return toCartItem(buyerId, { ...row, productId, cartId: row.cartId, quantity: row.quantity });
  }
  if (row.deleted) throw notFound(API_MESSAGES.productNotFound);
  // The stock allowed it, so the line went while this statement waited for it (a checkout ordered it).
  if (quantity <= row.stock) throw notFound(API_MESSAGES.cartItemNotFound);
  if (row.stock === 0) throw invalidInput(API_MESSAGES.outOfStock(row.productName));
  throw invalidInput(API_MESSAGES.notEnoughStock(row.productName, row.stock));
}
