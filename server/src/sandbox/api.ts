/**
 * What the sandbox's API answers (/psp/v1), in its own words: the shop's client
 * (payments/sandbox-client.ts) reads these as the provider port's shapes, so a change to either
 * side fails to compile there.
 */

/** Where an authorisation stands. */
export type AuthorizationStatus = 'requires_action' | 'authorized' | 'failed' | 'captured' | 'voided' | 'expired';

/** An amount held on a card, and what was captured, voided and refunded of it. */
export interface Authorization {
  id: string;
  status: AuthorizationStatus;
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
  /** The 3-D Secure page while it requires action. */
  redirectUrl: string | null;
  /** The decline's message. */
  message: string | null;
}

/** The answer of a capture, void or refund: done, or refused with the sandbox's message. */
export type MoneyResult = { ok: true } | { ok: false; message: string };

/** A capture, void or refund as asked for once under its idempotency key (`GET /psp/v1/operations`). */
export interface Operation {
  idempotencyKey: string;
  authorizationId: string;
  kind: 'capture' | 'void' | 'refund';
  amountCents: number;
  ok: boolean;
  message: string | null;
}

/** A payout to a vendor's bank (`GET /psp/v1/transfers`). */
export interface Transfer {
  id: string;
  idempotencyKey: string;
  amountCents: number;
  destination: string;
}

/** One of an authorisation's events, and whether its webhook reached the shop (`GET /psp/v1/authorizations/:id/events`). */
export interface SandboxEvent {
  id: string;
  type: string;
  delivered: boolean;
}
