import { PAYMENT_TEXTS } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { movePayment } from '../../domain/money/move-payment.js';
import type { Authorization } from '../provider.js';
import { complete } from './complete.js';
import type { CheckoutHandles } from './handles.js';
import { type PaymentRow, paymentById } from './payment-row.js';
import { finishVoid } from './void-unplaced.js';

/**
 * Brings a payment in line with what the provider says of it; the same step for every caller.
 * `wait` false (the webhook, the reconciliation job): nothing is read back (undefined).
 */
export async function settle(
  h: CheckoutHandles,
  p: Pick<PaymentRow, 'id' | 'status'>,
  auth: Authorization,
  wait = true,
): Promise<PaymentRow | undefined> {
  // Every write below keeps the provider's id with its own change (the claim, the void's claim,
  // the challenge, the decline); a crash before any of them leaves `findByKey` to find it.
  switch (auth.status) {
    case 'authorized':
    case 'captured':
      if (p.status !== 'voiding') return complete(h, p.id, auth, wait, 'buyerId' in p ? (p as PaymentRow) : undefined);
      await finishVoid(h, p.id);
      break;
    case 'requires_action':
      await h.statements.rows(
        movePayment({ id: p.id, to: 'requires_action', set: sql`provider_ref = ${auth.id}, redirect_url = ${auth.redirectUrl}` }),
      );
      break;
    case 'failed':
      await h.statements.rows(movePayment({ id: p.id, to: 'failed', set: sql`provider_ref = ${auth.id}, message = ${auth.message}` }));
      break;
    case 'voided':
    case 'expired':
      // Placed orders whose authorisation ran out are cancelled (shares/expire.ts); otherwise it simply ends.
      if (p.status === 'placed' && auth.status === 'expired') await h.onExpired?.(p.id);
      await h.statements.rows(
        movePayment({
          id: p.id,
          to: auth.status === 'expired' ? 'expired' : 'voided',
          set: sql`message = coalesce(p.message, ${PAYMENT_TEXTS.authorizationExpired})`,
        }),
      );
      break;
  }
  return wait ? paymentById(h.statements, p.id) : undefined;
}

/** Reads the provider's truth about a payment and settles it; a payment it never saw has failed. */
export async function sync(h: CheckoutHandles, p: PaymentRow, wait = true): Promise<PaymentRow | undefined> {
  const auth = p.providerRef ? await h.provider.retrieve(p.providerRef) : await h.provider.findByKey(p.id);
  if (!auth) {
    await h.statements.rows(
      movePayment({ id: p.id, to: 'failed', from: ['authorizing'], set: sql`message = ${PAYMENT_TEXTS.providerUnavailable}` }),
    );
    return wait ? paymentById(h.statements, p.id) : undefined;
  }
  return settle(h, p, auth, wait);
}
