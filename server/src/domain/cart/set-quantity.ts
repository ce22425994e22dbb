import { API_MESSAGES, type CartItem } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import type { Statements } from '../../db/statements.js';
import { cartItems, products, productVariants, users } from '../../db/schema.js';
import { invalidInput, notFound } from '../errors.js';
import { toCartItem, type WrittenLine } from './cart-item.js';
import { chooseVariantMessage, shortMessage } from './cart.js';

/**
 * Sets a cart line's quantity (docs/architecture.md#server-rules: 1–99, checked by the input schema, and at most the
 * variant's stock) in one statement that reads the live product and variant and writes the line only
 * when the stock allows it. The line is the product's line of `variantId`, or its only line when
 * no `variantId` is given. A checkout holding the line's lock makes it wait; once that checkout has
 * cleared the line, it finds no line. Only a refused change looks further, to word its message.
 */
export async function setCartQuantity(
  statements: Statements,
  buyerId: number,
  productId: number,
  quantity: number,
  variantId?: number,
): Promise<CartItem> {
  const [row] = await statements.rows<WrittenLine & { deleted: boolean; lines: number; seenPriceCents: number | null }>(
    sql`
    with l as (
      select c.id, c.variant_id from ${cartItems} c
      where c.buyer_id = ${buyerId}::int and c.product_id = ${productId}::int
        and (${variantId ?? null}::int is null or c.variant_id = ${variantId ?? null}::int)
      limit 2
    ),
    p as (
      select p.name, coalesce(v.price_cents, p.base_price_cents) as price_cents, coalesce(v.image_url, p.image_url) as image_url,
             v.stock, v.id as variant_id, v.size, v.colour, p.vendor_id,
             (not p.listed or v.deleted_at is not null) as deleted, coalesce(u.vendor_name, '') as vendor_name
      from l
      join ${productVariants} v on v.id = l.variant_id
      join ${products} p on p.id = ${productId}::int
      join ${users} u on u.id = p.vendor_id
      where (select count(*) from l) = 1
    ),
    line as (
      update ${cartItems} c set quantity = ${quantity}::int
      from p
      where c.buyer_id = ${buyerId}::int and c.variant_id = p.variant_id and not p.deleted and ${quantity}::int <= p.stock
      returning c.id, c.quantity, c.seen_price_cents
    )
    select (select count(*) from l)::int as lines, p.name as "productName", p.price_cents as "priceCents",
           p.image_url as "imageUrl", p.stock, p.vendor_id as "vendorId", p.vendor_name as "vendorName", p.deleted,
           p.variant_id as "variantId", p.size, p.colour,
           line.id as "cartId", line.quantity, line.seen_price_cents as "seenPriceCents"
    from (select 1) one left join p on true left join line on true`,
    'cart_quantity',
  );
  if (!row || row.lines === 0) throw notFound(API_MESSAGES.cartItemNotFound);
  if (row.lines > 1) {
    const sizes = await statements.rows<{ size: string | null }>(
      sql`select v.size from ${cartItems} c join ${productVariants} v on v.id = c.variant_id
          where c.buyer_id = ${buyerId} and c.product_id = ${productId}`,
    );
    throw invalidInput(chooseVariantMessage(sizes.map((s) => s.size)));
  }
  if (row.cartId !== null && row.quantity !== null) {
    return toCartItem(buyerId, { ...row, productId, cartId: row.cartId, quantity: row.quantity });
  }
  if (row.deleted) throw notFound(API_MESSAGES.productNotFound);
  // The stock allowed it, so the line went while this statement waited for it (a checkout ordered it).
  if (quantity <= row.stock) throw notFound(API_MESSAGES.cartItemNotFound);
  throw invalidInput(shortMessage(row.productName, row.size, row.colour, row.stock));
}
