import type { ReturnActor, ReturnStatus, StockCause } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { returnEvents } from '../../db/schema.js';

/** Who moves a return: the role, and the account (null for a timer). */
export interface Actor {
  role: ReturnActor;
  userId: number | null;
}
export const SYSTEM: Actor = { role: 'system', userId: null };

const DAY_MS = 86_400_000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** Records one move of a return (who, when); every change of status writes one. */
export async function addEvent(tx: Tx, returnId: number, status: ReturnStatus, at: Date, by: Actor, note: string | null = null) {
  await tx.insert(returnEvents).values({ returnId, status, at, byRole: by.role, byUserId: by.userId, note });
}

/**
 * Names the cause of the stock changes this transaction makes next, for the stock movement trigger
 * (drizzle/0020): the order or return they concern.
 */
export async function stockCause(tx: Tx, cause: StockCause, ref: { orderId?: number | null; returnId?: number | null } = {}) {
  await tx.execute(sql`select set_config('seamline.stock_cause', ${cause}, true), set_config('seamline.stock_order', ${String(ref.orderId ?? '')}, true),
    set_config('seamline.stock_return', ${String(ref.returnId ?? '')}, true)`);
}

/**
 * Moves a variant's stock by `delta` (and its product's, when the variant is live, as every stock
 * write keeps them together); a decrease only while enough is left. Answers whether it moved.
 */
export async function moveStock(tx: Tx, variantId: number, delta: number): Promise<boolean> {
  if (delta === 0) return true;
  // The product, then the variant, locked as checkout and cancel lock them (docs/decisions/053).
  const [row] = await queryRows<{ productId: number; stock: number; live: boolean }>(
    tx,
    sql`select p.id as "productId", v.stock, v.deleted_at is null as live
      from product_variants v join products p on p.id = v.product_id
      where v.id = ${variantId} for update of p, v`,
  );
  if (!row || row.stock + delta < 0) return false;
  await tx.execute(sql`update product_variants set stock = stock + ${delta}::int where id = ${variantId}`);
  if (row.live) await tx.execute(sql`update products set stock = stock + ${delta}::int, updated_at = now() where id = ${row.productId}`);
  return true;
}

/** Records units that came back damaged: no stock moves, but the history says they were written off. */
export async function writeOff(tx: Tx, variantId: number, units: number, returnId: number, at: Date) {
  if (units <= 0) return;
  await tx.execute(sql`insert into stock_movements (variant_id, product_id, delta, stock_after, cause, return_id, written_off, at)
    select id, product_id, 0, stock, 'write_off', ${returnId}::int, ${units}::int, ${at.toISOString()}::timestamptz from product_variants where id = ${variantId}`);
}
