import { type BuyerPayment, fromCents, PAYMENT_TEXTS } from '@seamline/contract';
import { invalidInput, notFound } from '../../domain/errors.js';
import { payByCard } from './authorize-and-place.js';
import { confirm } from './confirm.js';
import type { CheckoutHandles, PaymentsOptions } from './handles.js';
import { payOnDelivery } from './pay-on-delivery.js';
import { type CheckoutOutcome, type CheckoutRequest, paymentById, paymentByKey } from './payment-row.js';
import { receiveWebhooks } from './receive-webhooks.js';
import { reconcile } from './reconcile.js';
import { replay } from './replay.js';

/** `POST /api/buyer/cart/checkout` with its payment: a replay, on delivery, or by card. */
async function checkout(h: CheckoutHandles, buyerId: number, req: CheckoutRequest): Promise<CheckoutOutcome> {
  if (req.idempotencyKey) {
    const before = await paymentByKey(h.statements, buyerId, req.idempotencyKey);
    if (before) return replay(h, buyerId, req.idempotencyKey);
  }
  const payment = req.payment ?? (h.payOnDelivery ? { method: 'on_delivery' as const } : undefined);
  if (!payment) throw invalidInput(PAYMENT_TEXTS.chooseHowToPay);
  if (payment.method === 'on_delivery') {
    if (!h.payOnDelivery) throw invalidInput(PAYMENT_TEXTS.payOnDeliveryOff);
    return payOnDelivery(h, buyerId, req);
  }
  return payByCard(h, buyerId, payment.token, req);
}

/** `GET /api/buyer/payments/{id}`: the payment in the buyer's words. */
async function get(h: CheckoutHandles, buyerId: number, paymentId: string): Promise<BuyerPayment> {
  const p = await paymentById(h.statements, paymentId);
  if (!p || p.buyerId !== buyerId) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  const status = p.status === 'authorizing' ? 'requires_action' : p.status === 'voiding' ? 'voided' : p.status;
  return {
    paymentId: p.id,
    method: p.method,
    status,
    amount: fromCents(Number(p.amountCents)),
    orderIds: p.orderIds,
    message: p.status === 'placed' ? null : p.message,
    redirectUrl: p.status === 'requires_action' ? p.redirectUrl : null,
  };
}

/**
 * The checkout's money (server/src/payments/README.md): a card is authorised with no transaction
 * open; its orders are then written by `complete`, the one idempotent step that the checkout call,
 * the buyer's confirmation, the provider's webhook and the reconciliation job all reach: it claims
 * the payment's row, so whichever comes first places the orders and the others find them placed.
 * Each step is a file of this folder; this binds them to one set of handles.
 */
export function createPayments(opts: PaymentsOptions) {
  const h: CheckoutHandles = { ...opts, inHand: new Set<string>() };
  return {
    provider: opts.provider,
    checkout: (buyerId: number, req: CheckoutRequest) => checkout(h, buyerId, req),
    confirm: (buyerId: number, paymentId: string) => confirm(h, buyerId, paymentId),
    get: (buyerId: number, paymentId: string) => get(h, buyerId, paymentId),
    onWebhooks: (events: Parameters<typeof receiveWebhooks>[1]) => receiveWebhooks(h, events),
    reconcile: (olderThanSeconds: number) => reconcile(h, olderThanSeconds),
    byId: (id: string) => paymentById(h.statements, id),
  };
}

export type Payments = ReturnType<typeof createPayments>;
export type { CheckoutOutcome, CheckoutRequest, PaymentRow } from './payment-row.js';
