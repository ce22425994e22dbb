import { sql } from 'drizzle-orm';
import { movePayment } from '../../domain/money/move-payment.js';
import type { CheckoutHandles } from './handles.js';
import { paymentById } from './payment-row.js';

/**
 * Voids a card's authorisation that will never become orders, once: the row is claimed
 * `voiding` (with the reason the buyer reads), then the void is sent and the row `voided`.
 */
export async function voidUnplaced(h: CheckoutHandles, id: string, message: string, ref: string | null = null): Promise<void> {
  // The provider's id is kept with the claim, so the void (and a retry after a crash) finds it.
  const [claimed] = await h.statements.rows<{ id: string }>(
    movePayment({
      id,
      to: 'voiding',
      set: sql`message = ${message}, provider_ref = coalesce(p.provider_ref, ${ref})`,
      returning: sql`p.id`,
    }),
  );
  if (!claimed) return;
  await finishVoid(h, id);
}

/** Sends the void of a payment claimed `voiding` (keyed by the payment, so it moves once) and ends it `voided`. */
export async function finishVoid(h: CheckoutHandles, id: string): Promise<void> {
  const p = await paymentById(h.statements, id);
  if (p?.status !== 'voiding') return;
  // The authorisation the key made, should its id not have been kept.
  const ref = p.providerRef ?? (await h.provider.findByKey(p.id))?.id;
  if (ref) {
    const result = await h.provider.void(ref, Number(p.amountCents), `void:${p.id}`);
    if (!result.ok) h.log(`payment ${p.id}: void refused: ${result.message}`);
  }
  await h.statements.rows(movePayment({ id: p.id, to: 'voided', from: ['voiding'] }));
}
