import { LEDGER_MESSAGES } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { conflict, invalidInput } from '../errors.js';
import { openReturnOn } from './open-return.js';
import { accountId, commissionOf, postJournal } from './post.js';

/** An order's money as the postings read it, its row locked so postings of one order follow each other. */
interface OrderFacts {
  id: number;
  vendorId: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  discountCents: number;
  shippingFeeCents: number;
  commissionPercent: number;
  paymentMethod: 'card' | 'on_delivery';
  paymentStatus: string;
  released: boolean;
}

async function lockOrder(tx: Tx, orderId: number): Promise<OrderFacts | undefined> {
  const [o] = await queryRows<OrderFacts>(
    tx,
    sql`select id, vendor_id as "vendorId", subtotal_cents::int8 as "subtotalCents", tax_cents::int8 as "taxCents",
      total_cents::int8 as "totalCents", discount_cents::int8 as "discountCents", shipping_fee_cents::int8 as "shippingFeeCents", commission_percent as "commissionPercent", payment_method as "paymentMethod",
      payment_status as "paymentStatus", released_at is not null as released
    from orders where id = ${orderId} for update`,
  );
  return (
    o && {
      ...o,
      subtotalCents: Number(o.subtotalCents),
      taxCents: Number(o.taxCents),
      totalCents: Number(o.totalCents),
      discountCents: Number(o.discountCents),
      shippingFeeCents: Number(o.shippingFeeCents),
    }
  );
}

/** The goods the vendor sold, after the discount: what commission is taken on (delivery never is). */
const goodsOf = (o: OrderFacts) => o.subtotalCents - o.discountCents;

const hasJournal = async (tx: Tx, orderId: number, kind: string) =>
  (await queryRows(tx, sql`select 1 from ledger_journals where order_id = ${orderId} and kind = ${kind} limit 1`)).length > 0;

/**
 * A card order's share was captured (docs/architecture.md#money-and-operator): clearing ← total; the vendor's on hold → the
 * goods after discount less the commission at the order's frozen rate, and the delivery fee with
 * no commission on it (docs/decisions/262-shipping-fees-in-the-ledger.md); commission revenue →
 * the commission; tax payable → the tax. Posted once per order, whoever calls it and however often.
 */
export async function postCapture(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  const o = await lockOrder(tx, orderId);
  if (o?.paymentMethod !== 'card') return false;
  const c = commissionOf(goodsOf(o), o.commissionPercent);
  const id = await postJournal(tx, { kind: 'capture', cause: `order:${o.id}`, vendorId: o.vendorId, orderId: o.id, at }, [
    { account: 'clearing', kind: 'sale', amountCents: -o.totalCents },
    { account: 'on_hold', kind: 'sale', amountCents: goodsOf(o) },
    { account: 'on_hold', kind: 'shipping', amountCents: o.shippingFeeCents },
    { account: 'on_hold', kind: 'commission', amountCents: -c },
    { account: 'commission_revenue', kind: 'commission', amountCents: c },
    { account: 'tax_payable', kind: 'tax', amountCents: o.taxCents },
  ]);
  return id !== null;
}

/**
 * A pay-on-delivery order was paid as it was delivered: the vendor collected the money, so it owes
 * the platform the commission and the tax (available ← commission + tax). Once per order.
 */
export async function postOnDelivery(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  const o = await lockOrder(tx, orderId);
  // An exchange's replacement (total 0) was paid for by the order it replaces.
  if (o?.paymentMethod !== 'on_delivery' || o.paymentStatus !== 'paid_on_delivery' || o.totalCents === 0) return false;
  const c = commissionOf(goodsOf(o), o.commissionPercent);
  const id = await postJournal(tx, { kind: 'on_delivery', cause: `order:${o.id}`, vendorId: o.vendorId, orderId: o.id, at }, [
    { account: 'available', kind: 'on_delivery_commission', amountCents: -c },
    { account: 'commission_revenue', kind: 'on_delivery_commission', amountCents: c },
    { account: 'available', kind: 'tax', amountCents: -o.taxCents },
    { account: 'tax_payable', kind: 'tax', amountCents: o.taxCents },
  ]);
  return id !== null;
}

export interface RefundPosting {
  orderId: number;
  /** The goods refunded, their share of the tax, and any delivery fee refunded, in cents. */
  refundCents: number;
  /** The part of `refundCents` that gives back the delivery fee (a cancel, a whole faulty order). */
  shippingCents?: number;
  /** What caused it, unique per refund ('cancel:order:12', 'return:3'). */
  cause: string;
  returnId?: number | null;
}

/** What has been refunded of an order so far: in all (clearing's refunds) and of its delivery fee. */
async function refundedSoFar(tx: Tx, o: OrderFacts): Promise<{ all: number; shipping: number }> {
  const clearing = await accountId(tx, 'clearing', null);
  const [row] = await queryRows<{ all: number; shipping: number }>(
    tx,
    sql`select coalesce(sum(amount_cents) filter (where account_id = ${clearing} and kind = 'refund'), 0)::int8 as "all",
      coalesce(-sum(amount_cents) filter (where kind = 'shipping_refund'), 0)::int8 as shipping
    from ledger_entries where order_id = ${o.id}`,
  );
  return { all: Number(row?.all ?? 0), shipping: Number(row?.shipping ?? 0) };
}

/**
 * A refund (docs/architecture.md#money-and-operator): the capture (or the pay-on-delivery posting) reversed pro rata, the
 * commission included; a delivery fee refunded comes back out of the vendor's whole, with no
 * commission (docs/decisions/262-shipping-fees-in-the-ledger.md). Shares of the goods are taken of
 * what has been refunded of the goods and tax in all, so refunds that add up to the order's total
 * reverse it to the cent. The vendor's on hold pays it until the order is released, its available
 * balance after (which may go below zero and is netted against later earnings). Posted once per
 * cause; more than what is left of the order, or of its delivery fee, is refused (409).
 */
export async function postRefund(tx: Tx, refund: RefundPosting, at: Date = new Date()): Promise<boolean> {
  const ship = refund.shippingCents ?? 0;
  const valid = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!valid(refund.refundCents) || refund.refundCents === 0 || !valid(ship) || ship > refund.refundCents)
    throw invalidInput(LEDGER_MESSAGES.refundInvalid);
  const o = await lockOrder(tx, refund.orderId);
  if (!o) throw conflict(LEDGER_MESSAGES.notCaptured);
  const paidBy = o.paymentMethod === 'card' ? 'capture' : 'on_delivery';
  if (!(await hasJournal(tx, o.id, paidBy))) throw conflict(LEDGER_MESSAGES.notCaptured);
  const [done] = await queryRows<{ n: number }>(
    tx,
    sql`select 1 as n from ledger_journals where cause = ${refund.cause} and kind = 'refund'`,
  );
  if (done) return false;
  const before = await refundedSoFar(tx, o);
  if (before.all + refund.refundCents > o.totalCents || before.shipping + ship > o.shippingFeeCents)
    throw conflict(LEDGER_MESSAGES.refundTooLarge);
  const c = commissionOf(goodsOf(o), o.commissionPercent);
  // Cumulative shares of the goods and tax (the total less delivery): goods and commission in proportion.
  const base = o.totalCents - o.shippingFeeCents;
  const share = (part: number, r: number) => (base === 0 ? 0 : Math.round((part * r) / base));
  const previous = before.all - before.shipping;
  const after = previous + refund.refundCents - ship;
  const g = share(goodsOf(o), after) - share(goodsOf(o), previous);
  const k = share(c, after) - share(c, previous);
  const t = refund.refundCents - ship - g;
  const vendor = o.paymentMethod === 'card' && !o.released ? 'on_hold' : 'available';
  const id = await postJournal(
    tx,
    { kind: 'refund', cause: refund.cause, vendorId: o.vendorId, orderId: o.id, returnId: refund.returnId ?? null, at },
    [
      { account: 'clearing', kind: 'refund', amountCents: refund.refundCents },
      { account: vendor, kind: 'refund', amountCents: -g },
      { account: vendor, kind: 'shipping_refund', amountCents: -ship },
      { account: vendor, kind: 'commission_refund', amountCents: k },
      { account: 'commission_revenue', kind: 'commission_refund', amountCents: -k },
      { account: 'tax_payable', kind: 'tax_refund', amountCents: -t },
    ],
  );
  return id !== null;
}

/**
 * Which orders' money on hold may be released at `now` (docs/architecture.md#money-and-operator): card orders captured and
 * delivered, not released yet, whose return window (the order's own, frozen when it was placed) has closed.
 * The one place the release's eligibility is written.
 */
export function releasable(now: Date): SQL {
  return sql`o.released_at is null and o.payment_method = 'card' and o.delivered_at is not null
    and o.payment_status in ('captured', 'partially_refunded')
    and o.delivered_at + make_interval(days => o.return_days) <= ${now.toISOString()}::timestamptz
    and o.kind = 'sale' and not ${openReturnOn(sql`o.id`)}`;
}

/**
 * Releases one order if it is due at `now`: the conditional write that marks it released is the
 * claim (of two instances, one releases it), and its money on hold moves to available.
 */
export async function releaseOrder(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [claimed] = await queryRows<{ id: number; vendorId: number }>(
    tx,
    sql`update orders o set released_at = ${now.toISOString()}::timestamptz
      where o.id = ${orderId} and ${releasable(now)} returning o.id, o.vendor_id as "vendorId"`,
  );
  if (!claimed) return false;
  const onHold = await accountId(tx, 'on_hold', claimed.vendorId);
  const [held] = await queryRows<{ cents: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ledger_entries where order_id = ${orderId} and account_id = ${onHold}`,
  );
  const cents = Number(held?.cents ?? 0);
  await postJournal(tx, { kind: 'release', cause: `order:${orderId}`, vendorId: claimed.vendorId, orderId, at: now }, [
    { account: 'on_hold', kind: 'release', amountCents: -cents },
    { account: 'available', kind: 'release', amountCents: cents },
  ]);
  return true;
}
