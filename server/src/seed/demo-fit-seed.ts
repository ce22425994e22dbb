import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client.js';
import { fitProfiles, sizeCharts } from '../db/schema.js';
import { createReturn } from '../domain/returns/create-return.js';
import { approveReturn, markReturnShipped } from '../domain/returns/move-return.js';
import { receiveReturn } from '../domain/returns/receive-return.js';
import { markRefunded } from '../domain/returns/refunds.js';
import type { DemoChart } from './demo-fit.js';
import type { FitReturnPlan } from './demo-fit-orders.js';

const DAY = 86_400_000;

/** Each demo shop's charts, as the shop would have set them. */
export async function seedDemoCharts(tx: Tx, charts: readonly DemoChart[], vendorIds: readonly number[], now: Date): Promise<void> {
  await tx.insert(sizeCharts).values(
    charts.map((c) => ({
      vendorId: vendorIds[c.vendorIndex] as number,
      category: c.category,
      subcategory: c.subcategory,
      rows: c.rows,
      updatedAt: now,
    })),
  );
}

/** buyer2 has given measurements and usual sizes, so 'My sizes' shows both sides of a profile. */
export async function seedDemoFitProfile(tx: Tx, buyerId: number, now: Date): Promise<void> {
  await tx.insert(fitProfiles).values({
    buyerId,
    chestCm: 96,
    waistCm: 79,
    hipsCm: 101,
    inseamCm: 80,
    footLengthCm: 25.2,
    usualTops: 'L',
    usualBottoms: 'L',
    usualDresses: 'L',
    usualShoes: '40',
    updatedAt: now,
  });
}

type Line = { orderItemId: number; buyerId: number; vendorId: number; deliveredAt: string | Date; paymentMethod: string };

/**
 * The demo's returns for size (demo-fit-orders.ts), made by the steps the API takes at past times:
 * asked a day after delivery, approved, sent back, received whole and refunded (a card's refund
 * recorded as sent, as the demo's payments were never at a provider). Mails these past moves
 * queued are dropped. Answers how many it made.
 */
export async function seedDemoFitReturns(
  tx: Tx,
  plans: readonly FitReturnPlan[],
  orderIds: readonly number[],
  variantId: (productIndex: number, variantIndex: number) => number,
): Promise<number> {
  const db = tx as Db;
  const [mark] = await queryRows<{ id: string }>(tx, sql`select coalesce(max(id), 0)::text as id from outbox`);
  let made = 0;
  for (const plan of plans) {
    const [line] = await queryRows<Line>(
      tx,
      sql`select oi.id as "orderItemId", o.buyer_id as "buyerId", o.vendor_id as "vendorId", o.delivered_at as "deliveredAt",
        o.payment_method as "paymentMethod"
      from order_items oi join orders o on o.id = oi.order_id
      where oi.order_id = ${orderIds[plan.orderIndex] as number} and oi.variant_id = ${variantId(plan.productIndex, plan.variantIndex)}
        and not exists (select 1 from returns r where r.order_id = o.id)`,
    );
    if (!line) continue;
    const at = (days: number) => new Date(new Date(line.deliveredAt).getTime() + days * DAY);
    const input = {
      orderId: orderIds[plan.orderIndex] as number,
      lines: [{ orderItemId: line.orderItemId, quantity: 1, reason: plan.reason, outcome: 'refund' as const }],
    };
    const { returnId } = await createReturn(db, line.buyerId, input, at(1));
    await approveReturn(db, { role: 'vendor', userId: line.vendorId }, returnId, at(2));
    await markReturnShipped(db, line.buyerId, returnId, null, at(3));
    const [l] = await queryRows<{ id: number }>(tx, sql`select id from return_lines where return_id = ${returnId}`);
    await receiveReturn(db, line.vendorId, returnId, { lines: [{ returnLineId: l?.id as number, resellable: 1, damaged: 0 }] }, at(5));
    if (line.paymentMethod === 'card') await markRefunded(db, returnId, new Date(at(5).getTime() + 60_000));
    made++;
  }
  await tx.execute(sql`delete from outbox where id > ${mark?.id ?? '0'}::bigint`);
  return made;
}
