import { type CreateReturnInput, RETURN_ANSWER_DAYS, RETURN_MESSAGES, variantLabel } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { returnLines, returns } from '../../db/schema.js';
import { violatesCheck, violatesUnique } from '../../db/violations.js';
import { conflict, invalidInput, notFound } from '../errors.js';
import { queueMails } from '../queue-mails.js';
import { addDays, addEvent } from './return-steps.js';

/**
 * Units of an order line that may still be returned: those neither held by a return (open, or
 * rejected and still disputable), nor refunded, nor exchanged. The counts are kept by the
 * database (drizzle/0033), which refuses any change that takes a line past its quantity.
 */
export const returnableUnits = (item: SQL) =>
  sql`(${item}.quantity - ${item}.held_units - ${item}.refunded_units - ${item}.exchanged_units)`;

/** An order a return may be asked for, as create-return checks it. */
interface OrderForReturn {
  id: number;
  vendorId: number;
  status: string;
  deliveredAt: Date | string | null;
  returnDays: number;
  kind: 'sale' | 'exchange';
}
interface ItemForReturn {
  id: number;
  productId: number;
  variantId: number;
  name: string;
  size: string | null;
  colour: string | null;
  unitPriceCents: number;
  quantity: number;
  returnable: number;
}
interface VariantForExchange {
  id: number;
  productId: number;
  size: string | null;
  colour: string | null;
  stock: number;
  priceCents: number;
  live: boolean;
}

/** Whether a delivered order is still inside its vendor's window at `now`. */
export const insideWindow = (deliveredAt: Date | string, returnDays: number, now: Date) =>
  now.getTime() <= addDays(new Date(deliveredAt), returnDays).getTime();

/**
 * `POST /api/buyer/returns` (docs/architecture.md#returns): checks every rule (delivered, inside the window, quantities
 * still returnable, an exchange for another live variant of the same product at the same price with
 * stock), then writes the return, its lines and its first event, and queues the vendor's mail. One
 * open return per order: the order row is locked, and the unique index settles any race.
 */
export async function createReturn(
  db: Db,
  buyerId: number,
  input: CreateReturnInput,
  now: Date,
): Promise<{ returnId: number; vendorId: number }> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await queryRows<OrderForReturn>(
        tx,
        sql`select o.id, o.vendor_id as "vendorId", o.status, o.delivered_at as "deliveredAt", o.return_days as "returnDays", o.kind
        from orders o where o.id = ${input.orderId} and o.buyer_id = ${buyerId} for update`,
      );
      if (!order) throw notFound(RETURN_MESSAGES.orderNotFound);
      if (!order.deliveredAt || (order.status !== 'Delivered' && order.status !== 'completed'))
        throw invalidInput(RETURN_MESSAGES.notDelivered);
      if (!insideWindow(order.deliveredAt, order.returnDays, now)) throw invalidInput(RETURN_MESSAGES.outsideWindow(order.returnDays));
      const [open] = await queryRows<{ id: number }>(
        tx,
        sql`select id from returns where order_id = ${order.id} and status in ('requested', 'approved', 'shipped', 'received', 'disputed')`,
      );
      if (open) throw conflict(RETURN_MESSAGES.openReturnExists);
      await checkLines(tx, order.id, input);
      const [made] = await tx
        .insert(returns)
        .values({
          orderId: order.id,
          buyerId,
          vendorId: order.vendorId,
          status: 'requested',
          note: input.note || null,
          dueAt: addDays(now, RETURN_ANSWER_DAYS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: returns.id });
      if (!made) throw new Error('return not written');
      await tx.insert(returnLines).values(
        input.lines.map((l) => ({
          returnId: made.id,
          orderItemId: l.orderItemId,
          quantity: l.quantity,
          reason: l.reason,
          outcome: l.outcome,
          exchangeVariantId: l.outcome === 'exchange' ? (l.exchangeVariantId ?? null) : null,
        })),
      );
      await addEvent(tx, made.id, 'requested', now, { role: 'buyer', userId: buyerId });
      await queueMails(tx, [{ kind: 'return-new', returnId: made.id }]);
      return { returnId: made.id, vendorId: order.vendorId };
    });
  } catch (err) {
    if (violatesUnique(err, 'returns_open_order_key')) throw conflict(RETURN_MESSAGES.openReturnExists);
    if (violatesCheck(err, 'order_items_units_check')) throw conflict(RETURN_MESSAGES.unitsAlreadySettled);
    throw err;
  }
}

async function checkLines(tx: Tx, orderId: number, input: CreateReturnInput): Promise<void> {
  const items = await queryRows<ItemForReturn>(
    tx,
    sql`select oi.id, oi.product_id as "productId", oi.variant_id as "variantId", oi.product_name as name, oi.size, oi.colour,
      oi.unit_price_cents as "unitPriceCents", oi.quantity, ${returnableUnits(sql`oi`)} as returnable
    from order_items oi where oi.order_id = ${orderId}`,
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  // One item may be named on several lines (2 × M: one exchanged, one refunded) while they add up to what is returnable.
  const asked = new Map<number, number>();
  const wanted = input.lines.flatMap((l) => (l.outcome === 'exchange' && l.exchangeVariantId ? [l.exchangeVariantId] : []));
  const variants = wanted.length
    ? await queryRows<VariantForExchange>(
        tx,
        sql`select v.id, v.product_id as "productId", v.size, v.colour, v.stock, coalesce(v.price_cents, p.base_price_cents) as "priceCents",
          v.deleted_at is null and p.deleted_at is null as live
        from product_variants v join products p on p.id = v.product_id where v.id in (${sql.join(
          wanted.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
      )
    : [];
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  const reserved = new Map<number, number>();
  for (const line of input.lines) {
    const item = byId.get(line.orderItemId);
    if (!item) throw invalidInput(RETURN_MESSAGES.lineNotInOrder);
    const total = (asked.get(item.id) ?? 0) + line.quantity;
    asked.set(item.id, total);
    if (total > item.returnable) throw invalidInput(RETURN_MESSAGES.quantityTooHigh(item.name, Math.max(item.returnable, 0)));
    if (line.outcome === 'refund') {
      if (line.exchangeVariantId) throw invalidInput(RETURN_MESSAGES.exchangeVariantOnRefund);
      continue;
    }
    if (!line.exchangeVariantId) throw invalidInput(RETURN_MESSAGES.exchangeVariantMissing);
    const v = variantOf.get(line.exchangeVariantId);
    if (!v || v.productId !== item.productId) throw invalidInput(RETURN_MESSAGES.exchangeOtherProduct);
    if (v.id === item.variantId) throw invalidInput(RETURN_MESSAGES.exchangeSameVariant);
    const label = `${item.name}${variantLabel(v.size, v.colour) ? ` (${variantLabel(v.size, v.colour)})` : ''}`;
    const want = (reserved.get(v.id) ?? 0) + line.quantity;
    if (!v.live || v.stock < want) throw invalidInput(RETURN_MESSAGES.exchangeSoldOut(label));
    reserved.set(v.id, want);
    if (Number(v.priceCents) !== item.unitPriceCents) throw invalidInput(RETURN_MESSAGES.exchangePriceDiffers);
  }
}
