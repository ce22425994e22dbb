/**
 * The payment provider as the shop sees it (docs/architecture.md#payments): one interface, the sandbox and Stripe
 * behind it. Amounts are integer cents. Every call that moves money takes an idempotency key, so
 * a retry after a timeout moves it once.
 */

/** Where an authorisation stands at the provider. */
export type AuthorizationStatus = 'requires_action' | 'authorized' | 'failed' | 'captured' | 'voided' | 'expired';

export interface Authorization {
  /** The provider's id of the authorisation. */
  id: string;
  status: AuthorizationStatus;
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
  /** Where the buyer confirms it while it requires action. */
  redirectUrl: string | null;
  /** The provider's message when declined. */
  message: string | null;
}

/** The answer of a capture, void or refund: done, or refused with the provider's message. */
export type MoneyResult = { ok: true } | { ok: false; message: string };

/** The answer of a transfer (a payout to a vendor's bank): made, with the provider's id, or refused. */
export type TransferResult = { ok: true; id: string } | { ok: false; message: string };

/** A verified webhook: which authorisation it is about; the shop reads the truth with retrieve unless it came along. */
export interface PaymentEvent {
  id: string;
  type: string;
  authorizationId: string;
  /** The shop's payment id, as given when authorising. */
  paymentId: string | null;
  /** The authorisation as the provider read it when sending (the sandbox sends it); without it the shop retrieves it. */
  authorization?: Authorization;
}

const STATUSES: readonly AuthorizationStatus[] = ['requires_action', 'authorized', 'failed', 'captured', 'voided', 'expired'];
const cents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const textOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** An authorisation a signed webhook carries, if it is one (of the event's own authorisation); undefined otherwise. */
export function carriedAuthorization(value: unknown, authorizationId: string): Authorization | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const a = value as Record<keyof Authorization, unknown>;
  const ok =
    a.id === authorizationId &&
    STATUSES.includes(a.status as AuthorizationStatus) &&
    cents(a.amountCents) &&
    cents(a.capturedCents) &&
    cents(a.voidedCents) &&
    cents(a.refundedCents) &&
    textOrNull(a.redirectUrl) &&
    textOrNull(a.message);
  return ok ? (value as Authorization) : undefined;
}

export interface AuthorizeInput {
  amountCents: number;
  /** The card token the browser got from the provider. */
  token: string;
  idempotencyKey: string;
  /** The shop's payment id, echoed in webhooks. */
  paymentId: string;
  /** Where the 3-D Secure page sends the buyer back. */
  returnUrl: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Authorises the amount (manual capture); the same key answers the same authorisation. */
  authorize(input: AuthorizeInput): Promise<Authorization>;
  /** Completes one that needed the buyer's action; answers where it now stands. */
  confirm(authorizationId: string): Promise<Authorization>;
  /** Captures part of it (one capture per vendor order, keyed by it). */
  capture(authorizationId: string, amountCents: number, idempotencyKey: string): Promise<MoneyResult>;
  /** Voids part of it that will never be captured (the rest stays capturable). */
  void(authorizationId: string, amountCents: number, idempotencyKey: string): Promise<MoneyResult>;
  /** Refunds part of what was captured. */
  refund(authorizationId: string, amountCents: number, idempotencyKey: string): Promise<MoneyResult>;
  /** Sends a payout to a vendor's bank (docs/architecture.md#money-and-operator); the same key makes one transfer. */
  transfer(amountCents: number, destination: string, idempotencyKey: string): Promise<TransferResult>;
  /** The provider's truth. */
  retrieve(authorizationId: string): Promise<Authorization>;
  /** The authorisation a key made, if the provider ever received it (null: it never did). */
  findByKey(idempotencyKey: string): Promise<Authorization | null>;
  /** Checks a webhook delivery's signature and reads its events (one, or several at once); throws WebhookRefused otherwise. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent[];
}

/** A webhook whose signature is missing, wrong or stale. */
export class WebhookRefused extends Error {}

/** The provider could not be reached, or answered with a server error, after every retry. */
export class ProviderUnavailable extends Error {}

/** The provider refused the request itself (a used or unknown token, a bad amount). */
export class ProviderRefused extends Error {}
