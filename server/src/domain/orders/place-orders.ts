import { API_MESSAGES, EXPECTED_DELIVERY_DAYS, taxCents } from '@seamline/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { cartItems, orderEvents, orderItems, orders, products, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';

interface Line {
  productId: number;
  quantity: number;
  name: string;
  priceCents: number;
  vendorId: number;
  stock: number;
  deleted: boolean;
}

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

/**
 * Checkout (DESIGN §5): one transaction that locks the cart and the products in id order, checks
 * every line against current stock, decrements it, and writes one order per vendor. Any short line
 * orders nothing. The conditional decrement means no two buyers can ever get the same last unit.
 */
export async function placeOrders(db: Db, buyerId: number, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ line1: users.addressLine1, city: users.city, postal: users.postalCode, country: users.country })
      .from(users)
      .where(eq(users.id, buyerId))
      .for('update');
    if (!buyer) throw notFound(API_MESSAGES.notFound);

    const lines: Line[] = await tx
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        name: products.name,
        priceCents: products.priceCents,
        vendorId: products.vendorId,
        stock: products.stock,
        deleted: sql<boolean>`${products.deletedAt} is not null`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.buyerId, buyerId))
      .orderBy(asc(cartItems.productId))
      .for('update', { of: products });
    const live = lines.filter((l) => !l.deleted);
    if (live.length === 0) throw badRequest(API_MESSAGES.emptyCart);

    for (const l of live) {
      if (l.stock === 0) throw conflict(API_MESSAGES.outOfStock(l.name));
      if (l.quantity > l.stock) throw conflict(API_MESSAGES.notEnoughStock(l.name, l.stock));
    }

    // Rows are locked, so this cannot fail on stock; the WHERE keeps it safe regardless.
    const values = sql.join(
      live.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
      sql`, `,
    );
    const updated = await queryRows<{ id: number }>(tx, sql`
      update ${products} p set stock = p.stock - v.q, sold_count = p.sold_count + v.q, updated_at = now()
      from (values ${values}) as v(id, q)
      where p.id = v.id and p.stock >= v.q and p.deleted_at is null
      returning p.id`);
    if (updated.length !== live.length) throw conflict(API_MESSAGES.stockChanged);

    const groups = [...groupBy(live, (l) => l.vendorId).entries()].sort(([a], [b]) => a - b);
    const subtotals = groups.map(([, ls]) => ls.reduce((s, l) => s + l.priceCents * l.quantity, 0));
    const taxes = allocate(taxCents(subtotals.reduce((a, b) => a + b, 0)), subtotals);
    const expected = new Date(now.getTime() + EXPECTED_DELIVERY_DAYS * 86_400_000);

    const created = await tx
      .insert(orders)
      .values(
        groups.map(([vendorId], i) => ({
          buyerId,
          vendorId,
          status: 'pending' as const,
          subtotalCents: subtotals[i] ?? 0,
          taxCents: taxes[i] ?? 0,
          totalCents: (subtotals[i] ?? 0) + (taxes[i] ?? 0),
          shipLine1: buyer.line1,
          shipCity: buyer.city,
          shipPostalCode: buyer.postal,
          shipCountry: buyer.country,
          createdAt: now,
          expectedDelivery: expected,
          updatedAt: now,
        })),
      )
      .returning({ id: orders.id, vendorId: orders.vendorId });
    const orderOf = new Map(created.map((o) => [o.vendorId, o.id]));

    await tx.insert(orderItems).values(
      live.map((l) => ({
        orderId: orderOf.get(l.vendorId) ?? 0,
        productId: l.productId,
        productName: l.name,
        unitPriceCents: l.priceCents,
        quantity: l.quantity,
      })),
    );
    await tx.insert(orderEvents).values(created.map((o) => ({ orderId: o.id, fromStatus: null, toStatus: 'pending', at: now })));
    await tx.delete(cartItems).where(eq(cartItems.buyerId, buyerId));
    return created.map((o) => o.id).sort((a, b) => a - b);
  });
}
