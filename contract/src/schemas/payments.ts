import { z } from 'zod';
import { checkoutFields } from './cart.js';
import { addressFields } from './fields.js';

/** How an order was paid (docs/architecture.md#payments). */
export const PAYMENT_METHODS = ['card', 'on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethod = z.enum(PAYMENT_METHODS);

/** Where an order's money stands (docs/architecture.md#payments), on buyer order rows and vendor orders. */
export const PAYMENT_STATUSES = [
  'authorized',
  'captured',
  'refunded',
  'partially_refunded',
  'voided',
  'failed',
  'due_on_delivery',
  'paid_on_delivery',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatus = z.enum(PAYMENT_STATUSES);

/** A checkout's payment as a whole: the statuses above plus the two before any order exists. */
export const CHECKOUT_PAYMENT_STATUSES = ['requires_action', 'authorized', 'placed', 'failed', 'voided', 'expired'] as const;
export type CheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number];

/** Every text of the payment step, typed once. */
export const PAYMENT_TEXTS = {
  chooseHowToPay: 'Please choose how to pay',
  payOnDeliveryOff: 'Pay on delivery is not offered; please pay by card',
  cardTokenRequired: 'Card token is required',
  tokenInvalid: 'This card token is invalid or already used; please enter the card again',
  captureFailed: 'Payment could not be captured',
  paymentNotFound: 'Payment not found',
  providerUnavailable: 'The payment provider did not answer; please try again',
  soldOutAfterChallenge: (name: string) => `${name} sold out while you confirmed the payment; nothing was charged`,
  stillRequiresAction: 'Please confirm the payment with your bank first',
  challengeFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authorizationExpired: 'The payment authorisation expired before the order shipped',
  payOnDelivery: 'Pay on delivery',
  card: 'Card',
  placeOrder: (total: string) => `Place order · ${total}`,
  /** What the order mails say of the payment. */
  mailBuyer: {
    card: 'Paid by card: the amount is reserved on your card now and taken as each order ships.',
    on_delivery: 'Pay on delivery: you pay for each order when it arrives.',
  } as Record<PaymentMethod, string>,
  mailVendor: {
    card: 'Paid by card: the payment is taken when you mark the order shipped.',
    on_delivery: 'Pay on delivery: the buyer pays when the order arrives.',
  } as Record<PaymentMethod, string>,
  /** How the mails and live updates name the payment. */
  paidBy: { card: 'Paid by card', on_delivery: 'Pay on delivery' } as Record<PaymentMethod, string>,
  statusLabels: {
    authorized: 'Authorised',
    captured: 'Paid',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
    voided: 'Voided',
    failed: 'Payment failed',
    due_on_delivery: 'Due on delivery',
    paid_on_delivery: 'Paid on delivery',
  } as Record<PaymentStatus, string>,
  // The sandbox's card form answers (POST /psp/v1/tokens, 400).
  cardNumberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  // The 3-D Secure page.
  challengeTitle: '3-D Secure',
  challengeExplain: (amount: string) => `Confirm the payment of ${amount} with your bank.`,
  approve: 'Approve',
  fail: 'Fail',
} as const;

/** The provider's decline messages (Stripe's texts). */
export const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
} as const;

/** The sandbox's test cards (Stripe's published numbers) and what each does. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'authorized', description: 'Authorised' },
  { number: '4000000000000002', outcome: 'declined', description: DECLINE_MESSAGES.declined },
  { number: '4000000000009995', outcome: 'insufficient_funds', description: DECLINE_MESSAGES.insufficientFunds },
  { number: '4000000000000069', outcome: 'expired_card', description: DECLINE_MESSAGES.expired },
  { number: '4000000000003220', outcome: 'requires_action', description: 'Needs 3-D Secure' },
  { number: '4000000000000341', outcome: 'capture_fails', description: 'Authorises; capture fails' },
] as const;
export type SandboxTestCard = (typeof SANDBOX_TEST_CARDS)[number];
export type SandboxCardOutcome = SandboxTestCard['outcome'];

/** A card number grouped in fours, as the form shows it. */
export const formatCardNumber = (digits: string): string => digits.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

// ---- Checkout --------------------------------------------------------------------------------

/** Checkout's `payment` (docs/architecture.md#payments): a card token from the provider, or on delivery. */
export const checkoutPayment = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('card'),
      token: z
        .string({ error: PAYMENT_TEXTS.cardTokenRequired })
        .trim()
        .min(1, PAYMENT_TEXTS.cardTokenRequired)
        .max(255, PAYMENT_TEXTS.tokenInvalid),
    }),
    z.object({ method: z.literal('on_delivery') }),
  ],
  { error: PAYMENT_TEXTS.chooseHowToPay },
);
export type CheckoutPayment = z.infer<typeof checkoutPayment>;

/** Checkout's `shippingAddress`: the four address fields, for this order only. */
export const checkoutShippingAddress = z.object(addressFields);
export type CheckoutShippingAddress = z.input<typeof checkoutShippingAddress>;

/** The whole checkout body (every field optional; spec clients send none). */
export const checkoutPaymentInput = checkoutFields
  .extend({
    payment: checkoutPayment.optional(),
    shippingAddress: checkoutShippingAddress.optional(),
  })
  .nullish();
export type CheckoutPaymentInput = z.input<typeof checkoutPaymentInput>;

/** The placed answer's `payment` (201 or 200): amount in dollars like every price the API answers. */
export const placedPayment = z.object({
  paymentId: z.string(),
  method: paymentMethod,
  status: z.enum(['authorized', 'due_on_delivery']),
  amount: z.number(),
});
export type PlacedPayment = z.infer<typeof placedPayment>;

/** 201: the orders placed, and how they are paid. */
export const checkoutPlacedResponse = z.object({
  message: z.string(),
  orderIds: z.array(z.number()),
  payment: placedPayment,
});
export type CheckoutPlacedResponse = z.infer<typeof checkoutPlacedResponse>;

/** 202: the card needs 3-D Secure; nothing placed yet, the cart kept. */
export const checkoutRequiresAction = z.object({
  payment: z.object({
    paymentId: z.string(),
    status: z.literal('requires_action'),
    redirectUrl: z.string(),
  }),
});
export type CheckoutRequiresAction = z.infer<typeof checkoutRequiresAction>;

/** 402: declined, with the provider's message; nothing placed. */
export const paymentDeclined = z.object({
  message: z.string(),
  paymentId: z.string().optional(),
});

// ---- The buyer's payment calls ----------------------------------------------------------------

export const paymentIdParams = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, PAYMENT_TEXTS.paymentNotFound),
});

/** `GET /api/buyer/payments/{paymentId}`. */
export const buyerPayment = z.object({
  paymentId: z.string(),
  method: paymentMethod,
  status: z.enum(CHECKOUT_PAYMENT_STATUSES),
  amount: z.number(),
  orderIds: z.array(z.number()),
  /** The provider's message when it failed or was voided. */
  message: z.string().nullable(),
  /** Where the buyer confirms it while it requires action; null otherwise. */
  redirectUrl: z.string().nullable(),
});
export type BuyerPayment = z.infer<typeof buyerPayment>;

/** `POST /api/buyer/payments/{paymentId}/confirm` → 200 (402 declined, 409 a line sold out): the placed answer. */
export const paymentConfirmed = checkoutPlacedResponse;
export type PaymentConfirmed = z.infer<typeof paymentConfirmed>;

/** `GET /api/payments/config`: what the checkout page offers. */
export const paymentsConfig = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** True with the sandbox: the page lists its test cards and posts the card to `tokenUrl`. */
  sandbox: z.boolean(),
  payOnDelivery: z.boolean(),
  /** Where the browser sends the card (never the shop's API); null for providers with their own form. */
  tokenUrl: z.string().nullable(),
  testCards: z.array(z.object({ number: z.string(), outcome: z.string(), description: z.string() })),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

// ---- The sandbox provider's own API (/psp/v1/…) ----------------------------------------------

/** `POST /psp/v1/tokens`: the card, from the browser straight to the provider. */
export const pspTokenInput = z.object({
  number: z.string({ error: PAYMENT_TEXTS.cardNumberInvalid }).max(40, PAYMENT_TEXTS.cardNumberInvalid),
  expMonth: z.coerce
    .number({ error: PAYMENT_TEXTS.expiryInvalid })
    .int(PAYMENT_TEXTS.expiryInvalid)
    .min(1, PAYMENT_TEXTS.expiryInvalid)
    .max(12, PAYMENT_TEXTS.expiryInvalid),
  expYear: z.coerce
    .number({ error: PAYMENT_TEXTS.expiryInvalid })
    .int(PAYMENT_TEXTS.expiryInvalid)
    .min(0, PAYMENT_TEXTS.expiryInvalid)
    .max(9999, PAYMENT_TEXTS.expiryInvalid),
  cvc: z.string({ error: PAYMENT_TEXTS.cvcInvalid }).regex(/^\d{3}$/, PAYMENT_TEXTS.cvcInvalid),
});
export type PspTokenInput = z.input<typeof pspTokenInput>;
export const pspTokenResponse = z.object({
  token: z.string(),
  /** The card's last four digits and brand, safe to show. */
  last4: z.string(),
  brand: z.string(),
});
export type PspTokenResponse = z.infer<typeof pspTokenResponse>;

/** `POST /psp/v1/challenges/{id}`: the 3-D Secure page's answer. */
export const pspChallengeInput = z.object({ outcome: z.enum(['approve', 'fail'], { error: 'Outcome must be approve or fail' }) });

/** `POST /psp/v1/clock` (with the sandbox's key, `Authorization: Bearer <PAYMENTS_WEBHOOK_SECRET>`): moves the sandbox's test clock; answers once every timer then due has run. */
export const pspClockInput = z.object({
  advanceSeconds: z
    .number({ error: 'advanceSeconds must be a whole number of seconds' })
    .int()
    .min(0)
    .max(366 * 24 * 3600),
});
export const pspClockResponse = z.object({ now: z.string() });
