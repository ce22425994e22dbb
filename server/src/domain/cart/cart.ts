import { API_MESSAGES, type CartItem, fromCents } from '@seamline/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { cartItems, products } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';

function availability(stock: number, quantity: number): string {
  if (stock === 0) return 'Out of Stock';
  if (quantity > stock) return `Only ${stock} left`;
  return 'In Stock';
}

/** The buyer's cart (or one line of it); lines of deleted products are not shown (DESIGN §4). */
export async function getCart(db: Tx, buyerId: number, onlyProductId?: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      cartId: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      productName: products.name,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(
        eq(cartItems.buyerId, buyerId),
        isNull(products.deletedAt),
        onlyProductId === undefined ? undefined : eq(cartItems.productId, onlyProductId),
      ),
    )
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    cartId: String(r.cartId),
    buyerId: String(buyerId),
    productId: String(r.productId),
    productName: r.productName,
    unitPrice: fromCents(r.priceCents),
    quantity: r.quantity,
    totalPrice: fromCents(r.priceCents * r.quantity),
    imageUrl: r.imageUrl,
    availabilityStatus: availability(r.stock, r.quantity),
    stockQuantity: r.stock,
  }));
}

/**
 * Adds to the line's quantity in one statement that also checks stock, so concurrent adds can
 * never push a line past what is in stock.
 */
export async function addToCart(db: Db, buyerId: number, productId: number, quantity: number): Promise<CartItem> {
  const [product] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) throw notFound(API_MESSAGES.productNotFound);
  if (product.stock === 0) throw badRequest(API_MESSAGES.outOfStock(product.name));
  const stockOk = sql`(select p.stock from ${products} p where p.id = ${productId} and p.deleted_at is null)`;
  const inserted = await queryRows<{ id: number }>(db, sql`
    insert into ${cartItems} (buyer_id, product_id, quantity)
    select ${buyerId}, ${productId}, ${quantity}
    where ${quantity} <= ${stockOk}
    on conflict (buyer_id, product_id) do update
      set quantity = ${cartItems}.quantity + excluded.quantity
      where ${cartItems}.quantity + excluded.quantity <= ${stockOk}
        and ${cartItems}.quantity + excluded.quantity <= 99
    returning id`);
  if (inserted.length === 0) {
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)));
    const inCart = line?.quantity ?? 0;
    if (inCart + quantity > 99) throw badRequest('A cart line can hold at most 99 units');
    throw badRequest(
      inCart > 0
        ? `${API_MESSAGES.notEnoughStock(product.name, product.stock)}; you already have ${inCart} in your cart`
        : API_MESSAGES.notEnoughStock(product.name, product.stock),
    );
  }
  const [line] = await getCart(db, buyerId, productId);
  if (!line) throw notFound(API_MESSAGES.productNotFound);
  return line;
}

export async function removeFromCart(db: Tx, buyerId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(API_MESSAGES.cartItemNotFound);
}
