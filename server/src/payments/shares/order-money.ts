import type { OrderStatus, PaymentStatus, ShareMove } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.js';
import type { Statements } from '../../db/statements.js';
import { moveShare } from '../../domain/money/move-share.js';

/** An order's money as the capture, void and refund steps read it (no lock: each write checks again). */
export interface OrderMoney {
  id: number;
  vendorId: number;
  status: OrderStatus;
  totalCents: number;
  /** The delivery fee within the total, refunded with a cancel. */
  shippingFeeCents: number;
  paymentMethod: 'card' | 'on_delivery';
  paymentStatus: PaymentStatus;
  providerRef: string | null;
}

export async function readOrderMoney(statements: Statements, orderId: number): Promise<OrderMoney | undefined> {
  const [row] = await statements.rows<OrderMoney>(sql`
    select o.id, o.vendor_id as "vendorId", o.status, o.total_cents::int8 as "totalCents", o.shipping_fee_cents::int8 as "shippingFeeCents", o.payment_method as "paymentMethod",
      o.payment_status as "paymentStatus", p.provider_ref as "providerRef"
    from ${orders} o left join ${payments} p on p.id = o.payment_id where o.id = ${orderId}`);
  return row ? { ...row, totalCents: Number(row.totalCents), shippingFeeCents: Number(row.shippingFeeCents) } : undefined;
}

/** Moves an order's share from one of `from` to `to` (moveShare checks the table); the ids it moved. */
export const setStatus = (statements: Statements, orderId: number, from: PaymentStatus | PaymentStatus[], to: ShareMove) =>
  statements.rows<{ id: number }>(moveShare({ orderId, to, from: [from].flat() }));
