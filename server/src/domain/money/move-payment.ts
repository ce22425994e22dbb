import {
  CHECKOUT_PAYMENT_MOVES,
  type CheckoutPaymentMove,
  type CheckoutPaymentState,
  OPEN_CHECKOUT_PAYMENT_STATES,
} from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema.js';

/**
 * Statuses as a literal list, `('a', 'b')`: a literal, not parameters, so the planner matches the
 * partial index on open payments (`payments_open_idx`) in prepared statements too.
 */
export function statusList(states: readonly string[]): SQL {
  for (const s of states) if (!/^[a-z_]+$/.test(s)) throw new Error(`not a status: ${s}`);
  return sql.raw(`(${states.map((s) => `'${s}'`).join(', ')})`);
}

/** Statuses from which a checkout payment may still become orders, as SQL. */
export const OPEN_PAYMENT = statusList(OPEN_CHECKOUT_PAYMENT_STATES);

export interface PaymentMove {
  /** The payment's id, or an expression that picks it (e.g. only when no one else holds its row). */
  id: string | SQL;
  to: CheckoutPaymentMove;
  /** Fewer statuses to move from than the table allows; each must be in the table. */
  from?: readonly CheckoutPaymentState[];
  /** Further columns written with the status (the row is `p`). */
  set?: SQL;
  /** A further condition the move waits for. */
  and?: SQL;
  returning?: SQL;
}

/**
 * The one UPDATE that moves a checkout payment's status (`payments.status`): it moves only from a
 * status CHECKOUT_PAYMENT_MOVES allows, checked in its WHERE, so of two callers racing one moves it
 * and an illegal move changes nothing.
 */
export function movePayment(m: PaymentMove): SQL {
  const allowed: readonly CheckoutPaymentState[] = CHECKOUT_PAYMENT_MOVES[m.to];
  const from = m.from ?? allowed;
  const stray = from.filter((s) => !allowed.includes(s));
  if (stray.length > 0) throw new Error(`payments.status: no move from ${stray.join(', ')} to ${m.to}`);
  return sql`update ${payments} p set status = ${sql.raw(`'${m.to}'`)}${m.set ? sql`, ${m.set}` : sql``}, updated_at = now()
    where p.id = ${m.id} and p.status in ${statusList(from)}${m.and ? sql` and ${m.and}` : sql``}${m.returning ? sql` returning ${m.returning}` : sql``}`;
}

/** A card payment's claim as checkout makes it: the payment placed, the provider's id kept. */
export interface PaymentClaim {
  paymentId: string;
  /** The provider's id of the authorisation, kept unless the row has one. */
  providerRef: string;
}

/** The claim's UPDATE: an open payment becomes `placed`, once; it returns the buyer's id. */
export function claimPayment(claim: PaymentClaim, and?: SQL): SQL {
  return movePayment({
    id: claim.paymentId,
    to: 'placed',
    set: sql`provider_ref = coalesce(p.provider_ref, ${claim.providerRef})`,
    and,
    returning: sql`p.buyer_id`,
  });
}
