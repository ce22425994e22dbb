import { API_MESSAGES, type CartItem, LIMITS, VARIANT_TEXTS, variantLabel } from '@seamline/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { violatesForeignKey } from '../../db/violations.js';
import type { Statements } from '../../db/statements.js';
import { cartItems, products, productVariants, users } from '../../db/schema.js';
import { toCartItem, type WrittenLine } from './cart-item.js';
import { invalidInput, notFound, unauthenticated } from '../errors.js';

/** The buyer's cart, oldest line first; lines of products the vendor deleted stay, flagged. */
export async function getCart(db: Tx, buyerId: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      cartId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      size: productVariants.size,
      colour: productVariants.colour,
      quantity: cartItems.quantity,
      productName: products.name,
      priceCents: sql<number>`coalesce(${productVariants.priceCents}, ${products.basePriceCents})`,
      imageUrl: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
      stock: productVariants.stock,
      seenPriceCents: cartItems.seenPriceCents,
      vendorId: products.vendorId,
      vendorName: sql<string>`coalesce(${users.vendorName}, '')`,
      deleted: sql<boolean>`(not ${products.listed} or ${productVariants.deletedAt} is not null)`,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => toCartItem(buyerId, r));
}

/** 'Please select a size', or 'Please select a colour' when the sizes to choose from are all one. */
export function chooseVariantMessage(sizes: readonly (string | null)[]): string {
  return new Set(sizes).size > 1 ? VARIANT_TEXTS.selectSize : VARIANT_TEXTS.selectColour;
}

/** 'Canvas Sneakers is out of stock', or naming the size and colour: 'Only 2 of Canvas Sneakers (42) in stock'. */
export function shortMessage(name: string, size: string | null, colour: string | null, stock: number): string {
  const label = variantLabel(size, colour);
  if (label) return VARIANT_TEXTS.notEnoughOfVariant(name, label, stock);
  return stock === 0 ? API_MESSAGES.outOfStock(name) : API_MESSAGES.notEnoughStock(name, stock);
}

/**
 * Adds to the line of one size × colour (docs/architecture.md#sizes-and-colours) in one statement that reads the live product
 * and variant, checks the variant's stock and the 99-unit cap, writes the line and answers it, so
 * concurrent adds can never push a line past what is in stock. Without `variantId` the product's
 * only live variant is taken; a product with more than one asks which. Only a refused add sends
 * further statements, to word its message.
 */
export async function addToCart(
  statements: Statements,
  buyerId: number,
  productId: number,
  quantity: number,
  variantId?: number,
): Promise<CartItem> {
  // No row: no live product. `candidates` 0: no such live variant of it; 2: the buyer must choose.
  // A row without cartId: the add was refused (out of stock, short, or over 99), and nothing was
  // written. A new line needs quantity <= stock; an existing one needs its sum to stay within stock
  // and 99 — checked by ON CONFLICT against the line's newest version.
  const rows = statements.rows<WrittenLine & { candidates: number }>(
    sql`
    with p as (
      select p.id, p.name, p.base_price_cents, p.image_url, p.vendor_id, coalesce(u.vendor_name, '') as vendor_name
      from ${products} p join ${users} u on u.id = p.vendor_id
      where p.id = ${productId}::int and p.listed
    ),
    c as (
      select v.id, v.size, v.colour, coalesce(v.price_cents, p.base_price_cents) as price_cents,
             coalesce(v.image_url, p.image_url) as image_url, v.stock
      from p join ${productVariants} v on v.product_id = p.id
      where v.deleted_at is null and (${variantId ?? null}::int is null or v.id = ${variantId ?? null}::int)
      limit 2
    ),
    v as (select * from c where (select count(*) from c) = 1),
    line as (
      insert into ${cartItems} (buyer_id, product_id, variant_id, quantity, seen_price_cents)
      select ${buyerId}::int, ${productId}::int, v.id, ${quantity}::int, v.price_cents from v
      where v.stock > 0 and ${quantity}::int <= v.stock
      on conflict (buyer_id, variant_id) do update
        set quantity = ${cartItems}.quantity + excluded.quantity, seen_price_cents = excluded.seen_price_cents
        where ${cartItems}.quantity + excluded.quantity <= (select v.stock from v)
          and ${cartItems}.quantity + excluded.quantity <= ${LIMITS.quantityMax}::int
      returning id, quantity
    )
    select p.name as "productName", v.price_cents as "priceCents", v.image_url as "imageUrl", v.stock,
           p.vendor_id as "vendorId", p.vendor_name as "vendorName", v.id as "variantId", v.size, v.colour,
           (select count(*) from c)::int as candidates, line.id as "cartId", line.quantity
    from p left join v on true left join line on true`,
    'cart_add',
  );
  // The account went while its session was still remembered: the session is over.
  const [row] = await rows.catch((err: unknown) => {
    throw violatesForeignKey(err) ? unauthenticated(API_MESSAGES.sessionInvalid) : err;
  });
  if (!row) throw notFound(API_MESSAGES.productNotFound);
  if (row.candidates === 0) throw notFound(VARIANT_TEXTS.variantNotFound);
  if (row.candidates > 1) {
    const sizes = await statements.rows<{ size: string | null }>(
      sql`select size from ${productVariants} where product_id = ${productId} and deleted_at is null`,
    );
    throw invalidInput(chooseVariantMessage(sizes.map((s) => s.size)));
  }
  if (row.stock === 0) throw invalidInput(shortMessage(row.productName, row.size, row.colour, 0));
  if (row.cartId !== null && row.quantity !== null) {
    return toCartItem(buyerId, {
      ...row,
      cartId: row.cartId,
      productId,
      quantity: row.quantity,
      seenPriceCents: row.priceCents,
      deleted: false,
    });
  }
  const [existing] = await statements.rows<{ quantity: number }>(
    sql`select quantity from ${cartItems} where buyer_id = ${buyerId} and variant_id = ${row.variantId}`,
  );
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > LIMITS.quantityMax) throw invalidInput(API_MESSAGES.cartLineMax(LIMITS.quantityMax));
  const short = shortMessage(row.productName, row.size, row.colour, row.stock);
  throw invalidInput(inCart > 0 ? `${short}; you already have ${inCart} in your cart` : short);
}

/** Removes the line of one size × colour, or without `variantId` every line of the product. */
export async function removeFromCart(db: Tx, buyerId: number, productId: number, variantId?: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.buyerId, buyerId),
        eq(cartItems.productId, productId),
        variantId === undefined ? undefined : eq(cartItems.variantId, variantId),
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(API_MESSAGES.cartItemNotFound);
}
