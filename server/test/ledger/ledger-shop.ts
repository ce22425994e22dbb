import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.js';
import { postCapture, postOnDelivery, postRefund } from '../../src/domain/ledger/postings.js';

/**
 * The money side of a shop, driven straight through the ledger's functions and the orders table
 * as the routes drive them (payments/shares/, domain/orders/change-status.ts), for the ledger's
 * unit, property and concurrency tests.
 */
export async function makeUser(db: Db, role: 'buyer' | 'vendor', returnDays = 30): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (full_name, email, password_hash, role, vendor_name, return_days, address_line1, city, postal_code, country)
      values ('Ledger Person', ${`${role}-${Math.random().toString(36).slice(2)}@ledger.test`}, 'x', ${role},
        ${role === 'vendor' ? `Shop ${Math.random().toString(36).slice(2, 7)}` : null}, ${returnDays}, '1 Way', 'Town', '1', 'Land')
      returning id`,
  );
  if (!row) throw new Error('no user');
  return row.id;
}

export interface PlacedOrder {
  id: number;
  vendorId: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  discountCents: number;
  platformDiscountCents: number;
  /** The delivery fee within the total (no tax, no commission on it). */
  shippingCents: number;
  commissionPercent: number;
  method: 'card' | 'on_delivery';
}

/** A vendor order as checkout writes it: 8% tax, a delivery fee, the vendor's frozen rate, authorised or due on delivery. */
export async function placeOrder(
  db: Db,
  buyerId: number,
  vendorId: number,
  subtotalCents: number,
  method: 'card' | 'on_delivery',
  shippingCents = 0,
  /** A coupon's discount on it: a shop's (the vendor's) or the platform's (its promotion expense). */
  discount: { cents: number; platform: boolean } = { cents: 0, platform: false },
): Promise<PlacedOrder> {
  const goods = subtotalCents - discount.cents;
  const taxCents = Math.round(goods * 0.08);
  const totalCents = goods + shippingCents + taxCents;
  const platformCents = discount.platform ? discount.cents : 0;
  const [row] = await queryRows<{ id: number; commissionPercent: number }>(
    db,
    sql`insert into orders (buyer_id, vendor_id, status, subtotal_cents, tax_cents, shipping_fee_cents, total_cents, ship_line1, ship_city, ship_postal_code,
        ship_country, expected_delivery, payment_method, payment_status, payment_id, discount_cents, platform_discount_cents)
      values (${buyerId}, ${vendorId}, 'pending', ${subtotalCents}, ${taxCents}, ${shippingCents}, ${totalCents}, '1 Way', 'Town', '1', 'Land',
        now() + interval '5 days', ${method}, ${method === 'card' ? 'authorized' : 'due_on_delivery'}, ${method === 'card' ? 'pay_test' : null},
        ${discount.cents}, ${platformCents})
      returning id, commission_percent as "commissionPercent"`,
  );
  if (!row) throw new Error('no order');
  return {
    id: row.id,
    vendorId,
    subtotalCents,
    taxCents,
    totalCents,
    shippingCents,
    discountCents: discount.cents,
    platformDiscountCents: platformCents,
    commissionPercent: row.commissionPercent,
    method,
  };
}

/** Ship: a card order's share is captured and posted with its status, as captureBeforeShipping does. */
export async function ship(db: Db, orderId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update orders set status = 'shipped' where id = ${orderId} and status in ('pending', 'processing')`);
    await tx.execute(sql`update orders set payment_status = 'captured' where id = ${orderId} and payment_status = 'authorized'`);
    await postCapture(tx, orderId, at);
  });
}

/** Delivered at `at`: a pay-on-delivery order is paid then, and posted in the same transaction (change-status.ts). */
export async function deliver(db: Db, orderId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update orders set status = 'Delivered', delivered_at = coalesce(delivered_at, ${at.toISOString()}::timestamptz),
      payment_status = case when payment_method = 'on_delivery' then 'paid_on_delivery' else payment_status end where id = ${orderId}`);
    await postOnDelivery(tx, orderId, at);
  });
}

/** Cancel: before capture the authorisation is voided; after, the whole order is refunded (settleCancelled). */
export async function cancel(db: Db, orderId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [o] = await queryRows<{ paymentStatus: string; totalCents: number; shippingCents: number }>(
      tx,
      sql`update orders set status = 'cancelled' where id = ${orderId}
        returning payment_status as "paymentStatus", total_cents::int8 as "totalCents", shipping_fee_cents::int8 as "shippingCents"`,
    );
    if (o?.paymentStatus === 'authorized') await tx.execute(sql`update orders set payment_status = 'voided' where id = ${orderId}`);
    if (o?.paymentStatus === 'captured') {
      await tx.execute(sql`update orders set payment_status = 'refunded' where id = ${orderId}`);
      const whole = { refundCents: Number(o.totalCents), shippingCents: Number(o.shippingCents) };
      await postRefund(tx, { orderId, ...whole, cause: `cancel:order:${orderId}` }, at);
    }
  });
}

/** A part refund (a return's goods and their tax), as the returns feature calls it. */
export async function refund(db: Db, orderId: number, cents: number, cause: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await postRefund(tx, { orderId, refundCents: cents, cause }, at);
    await tx.execute(sql`update orders set payment_status = 'partially_refunded' where id = ${orderId} and payment_status = 'captured'`);
  });
}

/** Every vendor account's balance, by kind. */
export async function balances(db: Db, vendorId: number): Promise<{ onHold: number; available: number }> {
  const rows = await queryRows<{ kind: string; cents: number }>(
    db,
    sql`select kind, balance_cents::int8 as cents from ledger_accounts where vendor_id = ${vendorId}`,
  );
  const of = (k: string) => Number(rows.find((r) => r.kind === k)?.cents ?? 0);
  return { onHold: of('on_hold'), available: of('available') };
}
