/**
 * The money's three state machines as tables of moves, as STATUS_MOVES is for an order's status:
 * for each status, the statuses it may be reached from. Each column has one writer on the server
 * that refuses any other move in its UPDATE's WHERE (server/src/payments/README.md, State machines).
 */

/** A checkout payment's stored status (`payments.status`). Buyers see CHECKOUT_PAYMENT_STATUSES. */
export const CHECKOUT_PAYMENT_STATES = [
  'authorizing',
  'requires_action',
  'authorized',
  'placed',
  'failed',
  'releasing',
  'released',
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
  releasing: OPEN_CHECKOUT_PAYMENT_STATES,
  released: [...OPEN_CHECKOUT_PAYMENT_STATES, 'releasing'],
  expired: [...OPEN_CHECKOUT_PAYMENT_STATES, 'releasing'],
} as const satisfies Partial<Record<CheckoutPaymentState, readonly CheckoutPaymentState[]>>;
export type CheckoutPaymentMove = keyof typeof CHECKOUT_PAYMENT_MOVES;
