import { PAYMENT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { invalidInput, unavailable } from '../../domain/errors.js';
import { movePayment } from '../../domain/money/move-payment.js';
import { type OpenedCart, placeCardOrdersAtOnce } from '../../domain/orders/place-orders.js';
import { type Authorization, ProviderRefused, ProviderUnavailable } from '../provider.js';
import { announced, placing } from './complete.js';
import type { CheckoutHandles } from './handles.js';
import { openCardPayment } from './open-card-payment.js';
import { answer, type CheckoutOutcome, type CheckoutRequest, newPaymentId, type PaymentRow } from './payment-row.js';
import { replay } from './replay.js';
import { settle } from './settle.js';

/** A card checkout: the payment opened, authorised with no transaction open, then its orders placed. */
export async function payByCard(h: CheckoutHandles, buyerId: number, token: string, req: CheckoutRequest): Promise<CheckoutOutcome> {
  const id = newPaymentId();
  const { opened, amountCents, cart } = await openCardPayment(h, id, buyerId, req);
  // Every check passed and nothing was opened: the Idempotency-Key was used.
  if (!opened) return replay(h, buyerId, req.idempotencyKey ?? id);
  h.inHand.add(id);
  try {
    const auth = await authorize(h, id, token, amountCents);
    const p = openedRow(id, buyerId, amountCents, cart, req);
    // Authorised: the orders in one statement, from the cart the payment was opened for; should
    // anything have changed since, the long way (settle) says what (decision 197).
    const placed = auth.status === 'authorized' ? await placeAtOnce(h, p, auth, cart) : undefined;
    return answer(placed ?? (await settle(h, p, auth)));
  } finally {
    h.inHand.delete(id);
  }
}

/** The provider's authorisation; a refused request fails the payment (400), no answer leaves it for reconciliation (503). */
async function authorize(h: CheckoutHandles, id: string, token: string, amountCents: number): Promise<Authorization> {
  try {
    // No transaction is open here: the provider may take its time.
    return await h.provider.authorize({
      amountCents,
      token,
      idempotencyKey: id,
      paymentId: id,
      returnUrl: `/buyer/checkout/return?paymentId=${id}`,
    });
  } catch (err) {
    if (err instanceof ProviderRefused) {
      await h.statements.rows(movePayment({ id, to: 'failed', from: ['authorizing'], set: sql`message = ${err.message}` }));
      throw invalidInput(err.message);
    }
    // Unknown whether the provider has it: the row stays authorizing and the reconciliation job asks it by key.
    if (err instanceof ProviderUnavailable) throw unavailable(PAYMENT_TEXTS.providerUnavailable);
    throw err;
  }
}

/** The row as openCardPayment inserted it: no need to read it back. */
function openedRow(id: string, buyerId: number, amountCents: number, cart: OpenedCart, req: CheckoutRequest): PaymentRow {
  const ship = req.shippingAddress;
  return {
    id,
    buyerId,
    method: 'card',
    status: 'authorizing',
    amountCents,
    providerRef: null,
    redirectUrl: null,
    message: null,
    cartVersion: cart.version,
    shipLine1: ship?.addressLine1 ?? null,
    shipCity: ship?.city ?? null,
    shipPostalCode: ship?.postalCode ?? null,
    shipCountry: ship?.country ?? null,
    shippingChoice: req.shipping ?? null,
    couponCode: req.couponCode ?? null,
    orderIds: [],
  };
}

/** The buyer's own call right after its authorisation: the orders in one statement, or undefined to go the long way. */
async function placeAtOnce(h: CheckoutHandles, p: PaymentRow, auth: Authorization, cart: OpenedCart): Promise<PaymentRow | undefined> {
  const placed = await placeCardOrdersAtOnce(h.statements, p.buyerId, cart, {
    paymentId: p.id,
    providerRef: auth.id,
    amountCents: Number(p.amountCents),
    shippingAddress: placing(p).shippingAddress,
  });
  return placed && announced(h, { ...p, status: 'placed' }, auth, placed);
}
