import { PAYMENT_TEXTS } from '@seamline/contract';
import type { Statements } from '../../db/statements.js';
import type { PlacedOrder } from '../../domain/orders/place-orders.js';
import { unavailable } from '../../domain/errors.js';
import { type PaymentProvider, ProviderRefused, ProviderUnavailable } from '../provider.js';

/** What the checkout's money steps are given: the database, the provider, and whom to tell. */
export interface PaymentsOptions {
  statements: Statements;
  provider: PaymentProvider;
  payOnDelivery: boolean;
  /** Tells vendors (and the buyer's other tabs) of orders placed outside the checkout call. */
  onPlaced: (placed: PlacedOrder[]) => Promise<void>;
  log: (msg: string, err?: unknown) => void;
  /** The money clock: the day a checkout is priced on (its delivery dates); the real clock without it. */
  now?: () => Date;
  /** Cancels the orders of a placed payment whose authorisation expired before they shipped. */
  onExpired?: (paymentId: string) => Promise<void>;
}

/** The handles every step takes: the options, and the payments this instance holds in hand. */
export interface CheckoutHandles extends PaymentsOptions {
  /**
   * Card payments this instance's buyer calls are authorising and placing right now: a webhook
   * for one of them leaves it to that call instead of racing it for the row (decision 195).
   */
  inHand: Set<string>;
}

/** A provider's refusal (it does not know the id) as `value`; anything else thrown on. */
export const unknownAs =
  <T>(value: T) =>
  (err: unknown): T => {
    if (err instanceof ProviderRefused) return value;
    throw err;
  };

/** A provider that did not answer, as the buyer's 503; anything else thrown on. */
export function rethrowUnavailable(err: unknown): never {
  if (err instanceof ProviderUnavailable) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
  throw err;
}
