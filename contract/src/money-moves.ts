/**
 * The money's three state machines as tables of moves, as STATUS_MOVES is for an order's status:
 * for each status, the statuses it may be reached from. Each column has one writer on the server
 * that refuses any other move in its UPDATE's WHERE (server/src/payments/README.md, State machines).
 */

import type { ReturnStatus } from './return-texts.js';
import type { PaymentStatus } from './schemas/payments.js';

/** A checkout payment's stored status (`payments.status`). Buyers see CHECKOUT_PAYMENT_STATUSES. */
export const CHECKOUT_PAYMENT_STATES = [
  'authorizing',
  'requires_action',
  'authorized',
  'placed',
  'failed',
  'voiding',
  'voided',
  'expired',
] as const;
export type CheckoutPaymentState = (typeof CHECKOUT_PAYMENT_STATES)[number];

/** A checkout payment that may still become orders. */
export const OPEN_CHECKOUT_PAYMENT_STATES = [
  'authorizing',
  'requires_action',
  'authorized',
] as const satisfies readonly CheckoutPaymentState[];

/** How a checkout payment's row starts: a card authorising, or an on-delivery checkout already placed. */
export const CHECKOUT_PAYMENT_STARTS = ['authorizing', 'placed'] as const satisfies readonly CheckoutPaymentState[];

/** Each status of a checkout payment and the statuses it may be reached from. */
export const CHECKOUT_PAYMENT_MOVES = {
  requires_action: ['authorizing'],
  placed: OPEN_CHECKOUT_PAYMENT_STATES,
  failed: OPEN_CHECKOUT_PAYMENT_STATES,
  voiding: OPEN_CHECKOUT_PAYMENT_STATES,
  voided: [...OPEN_CHECKOUT_PAYMENT_STATES, 'voiding'],
  expired: [...OPEN_CHECKOUT_PAYMENT_STATES, 'voiding'],
} as const satisfies Partial<Record<CheckoutPaymentState, readonly CheckoutPaymentState[]>>;
export type CheckoutPaymentMove = keyof typeof CHECKOUT_PAYMENT_MOVES;

/**
 * Each vendor order's share of the checkout's money (`orders.payment_status`, PAYMENT_STATUSES) and
 * the statuses it may be reached from. `captured` and `paid_on_delivery` become `voided` only for
 * an exchange order cancelled (it carries no money of its own); a sale's share is refunded instead.
 */
export const SHARE_MOVES = {
  captured: ['authorized'],
  failed: ['authorized'],
  voided: ['authorized', 'failed', 'due_on_delivery', 'captured', 'paid_on_delivery'],
  refunded: ['captured', 'voided', 'partially_refunded', 'refunded'],
  partially_refunded: ['captured', 'partially_refunded'],
  paid_on_delivery: ['due_on_delivery'],
} as const satisfies Partial<Record<PaymentStatus, readonly PaymentStatus[]>>;
export type ShareMove = keyof typeof SHARE_MOVES;

/** How a share starts: a checkout's order (card, on delivery), an exchange order (its sale's money already taken). */
export const SHARE_STARTS = ['authorized', 'due_on_delivery', 'captured', 'paid_on_delivery'] as const satisfies readonly PaymentStatus[];

/**
 * A return's status (`returns.status`, RETURN_STATUSES) and the statuses it may be reached from.
 * `rejected` from itself is the dispute window closing (the rejection becomes final); `received`
 * is never stored: a receipt closes the return in one transaction.
 */
export const RETURN_MOVES = {
  approved: ['requested', 'disputed'],
  rejected: ['requested', 'rejected', 'disputed'],
  cancelled: ['requested', 'approved'],
  shipped: ['approved'],
  expired: ['approved'],
  disputed: ['rejected'],
  closed: ['shipped', 'disputed'],
} as const satisfies Partial<Record<ReturnStatus, readonly ReturnStatus[]>>;
export type ReturnMove = keyof typeof RETURN_MOVES;

/** How a return starts: asked for by its buyer, or written closed for a replacement that could not ship. */
export const RETURN_STARTS = ['requested', 'closed'] as const satisfies readonly ReturnStatus[];
