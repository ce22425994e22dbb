import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  type CheckoutPayment,
  type CheckoutPaymentState,
  type CheckoutShippingAddress,
  fromCents,
  PAYMENT_TEXTS,
  type PlacedPayment,
  type ShippingMethod,
} from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.js';
import type { Statements } from '../../db/statements.js';
import { unavailable } from '../../domain/errors.js';
import type { PlacedOrder } from '../../domain/orders/place-orders.js';

/** A checkout's payment row as the shop keeps it (no card data). */
export interface PaymentRow {
  id: string;
  buyerId: number;
  method: 'card' | 'on_delivery';
  status: CheckoutPaymentState;
  amountCents: number;
  providerRef: string | null;
  redirectUrl: string | null;
  message: string | null;
  cartVersion: string | null;
  shipLine1: string | null;
  shipCity: string | null;
  shipPostalCode: string | null;
  shipCountry: string | null;
  /** The buyer's delivery method per shop and code, which price the orders whoever places them. */
  shippingChoice: Record<string, ShippingMethod> | null;
  couponCode: string | null;
  orderIds: number[];
}

/** A payment's row as its claim returns it. */
export type Claimed = Omit<PaymentRow, 'orderIds'>;

/** The row's columns (the table is `p`). */
export const rowColumns = sql`p.id, p.buyer_id as "buyerId", p.method, p.status, p.amount_cents::int8 as "amountCents", p.provider_ref as "providerRef",
  p.redirect_url as "redirectUrl", p.message, p.cart_version as "cartVersion", p.ship_line1 as "shipLine1", p.ship_city as "shipCity",
  p.ship_postal_code as "shipPostalCode", p.ship_country as "shipCountry", p.shipping_choice as "shippingChoice", p.coupon_code as "couponCode"`;
/** The row's columns and its orders' ids. */
export const columns = sql`${rowColumns},
  coalesce((select json_agg(o.id order by o.id) from ${orders} o where o.payment_id = p.id), '[]'::json) as "orderIds"`;

export const newPaymentId = () => `pay_${randomBytes(12).toString('base64url')}`;

/** What a checkout call answers (the route turns it into 201 / 202 / 402 / 409). */
export type CheckoutOutcome =
  | { kind: 'placed'; orderIds: number[]; payment: PlacedPayment; placed: PlacedOrder[] }
  | { kind: 'requires_action'; paymentId: string; redirectUrl: string }
  | { kind: 'declined'; paymentId: string; message: string }
  | { kind: 'voided'; paymentId: string; message: string };

export interface CheckoutRequest {
  payment?: CheckoutPayment;
  shippingAddress?: CheckoutShippingAddress;
  expectedTotal?: number;
  cartVersions?: readonly string[];
  idempotencyKey?: string;
  /** A delivery method per shop (standard where left out) and one code (docs/architecture.md#shipping-and-promotions). */
  shipping?: Record<string, ShippingMethod>;
  couponCode?: string;
  /** PAY_ON_DELIVERY_LIMIT in cents; card payments are not limited. */
  payOnDeliveryLimitCents?: number;
}

export const paymentById = async (statements: Statements, id: string): Promise<PaymentRow | undefined> =>
  (await statements.rows<PaymentRow>(sql`select ${columns} from ${payments} p where p.id = ${id}`))[0];

export const paymentByKey = async (statements: Statements, buyerId: number, key: string): Promise<PaymentRow | undefined> =>
  (
    await statements.rows<PaymentRow>(
      sql`select ${columns} from ${payments} p where p.buyer_id = ${buyerId} and p.idempotency_key = ${key}`,
    )
  )[0];

const placedPayment = (p: PaymentRow): PlacedPayment => ({
  paymentId: p.id,
  method: p.method,
  status: p.method === 'card' ? 'authorized' : 'due_on_delivery',
  amount: fromCents(Number(p.amountCents)),
});

/** The answer a payment's row stands for now; null while it is still open. */
export function outcomeOf(p: PaymentRow, placed: PlacedOrder[] = []): CheckoutOutcome | null {
  if (p.status === 'placed') return { kind: 'placed', orderIds: p.orderIds, payment: placedPayment(p), placed };
  if (p.status === 'requires_action' && p.redirectUrl) return { kind: 'requires_action', paymentId: p.id, redirectUrl: p.redirectUrl };
  if (p.status === 'failed') return { kind: 'declined', paymentId: p.id, message: p.message ?? PAYMENT_TEXTS.challengeFailed };
  if (p.status === 'voided' || p.status === 'expired' || p.status === 'voiding')
    return { kind: 'voided', paymentId: p.id, message: p.message ?? API_MESSAGES.stockChanged };
  return null;
}

/** The answer, or 503 when the row is still open (the provider did not say). */
export function answer(p: PaymentRow | undefined): CheckoutOutcome {
  const out = p && outcomeOf(p);
  if (!out) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
  return out;
}
