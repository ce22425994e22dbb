import { PAYMENT_TEXTS } from '@seamline/contract';
import { conflict, notFound } from '../../domain/errors.js';
import { type CheckoutHandles, rethrowUnavailable } from './handles.js';
import { answer, type CheckoutOutcome, outcomeOf, type PaymentRow, paymentById } from './payment-row.js';
import { settle, sync } from './settle.js';
import { finishVoid } from './void-unplaced.js';

/** The open payment driven on by the buyer's own call: confirmed at the provider, then settled. */
async function confirmOpen(h: CheckoutHandles, open: PaymentRow): Promise<PaymentRow | undefined> {
  h.inHand.add(open.id);
  try {
    const auth = open.providerRef ? await h.provider.confirm(open.providerRef).catch(rethrowUnavailable) : null;
    return auth ? await settle(h, open, auth) : await sync(h, open).catch(rethrowUnavailable);
  } finally {
    h.inHand.delete(open.id);
  }
}

/** `POST /api/buyer/payments/{id}/confirm`: after the challenge, the orders or the reason. */
export async function confirm(h: CheckoutHandles, buyerId: number, paymentId: string): Promise<CheckoutOutcome> {
  let p = await paymentById(h.statements, paymentId);
  if (!p || p.buyerId !== buyerId) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  if (!outcomeOf(p) || p.status === 'requires_action') p = await confirmOpen(h, p);
  // Another caller (the webhook) is voiding it: answer once the void is done (the same key voids once).
  if (p?.status === 'voiding') {
    await finishVoid(h, p.id);
    p = await paymentById(h.statements, p.id);
  }
  const out = answer(p);
  if (out.kind === 'requires_action') throw conflict(PAYMENT_TEXTS.stillRequiresAction);
  return out;
}
