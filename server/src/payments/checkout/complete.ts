import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { AppError } from '../../domain/errors.js';
import { movePayment, OPEN_PAYMENT } from '../../domain/money/move-payment.js';
import { type PlaceOptions, type PlacedOrder, placeOrdersIn } from '../../domain/orders/place-orders.js';
import type { Authorization } from '../provider.js';
import type { CheckoutHandles } from './handles.js';
import { type Claimed, type PaymentRow, paymentById, rowColumns } from './payment-row.js';
import { finishVoid, voidUnplaced } from './void-unplaced.js';

/** What checkout checks a card payment's orders against: its amount, its cart, its address, the buyer's choices. */
export const placing = (p: Claimed, pricedAt?: Date): PlaceOptions => ({
  expectedTotalCents: Number(p.amountCents),
  cartVersions: p.cartVersion ? [p.cartVersion] : undefined,
  shippingAddress: p.shipLine1
    ? { addressLine1: p.shipLine1, city: p.shipCity ?? '', postalCode: p.shipPostalCode ?? '', country: p.shipCountry ?? '' }
    : undefined,
  payment: { id: p.id, method: 'card', status: 'authorized' },
  choices: { shipping: p.shippingChoice ?? undefined, couponCode: p.couponCode ?? undefined },
  pricedAt,
});

/** Orders just placed for a payment: announced, and the payment's row as the write left it (no need to read it again). */
export function announced(h: CheckoutHandles, p: PaymentRow | Claimed, auth: Authorization, placed: PlacedOrder[]): PaymentRow {
  // Not waited for, as checkout's (routes/buyer/account.ts): it leaves with the write's forget.
  void h.onPlaced(placed).catch((err) => h.log('announcing placed orders failed', err));
  return { ...p, amountCents: Number(p.amountCents), providerRef: p.providerRef ?? auth.id, orderIds: placed.map((o) => o.id) };
}

/** The payment's id while it is open and no other transaction holds it; null otherwise. */
const skipLocked = (id: string) => sql`(select id from ${payments} where id = ${id} and status in ${OPEN_PAYMENT} for update skip locked)`;

/** The claim and the orders in one transaction: the orders and the row, or none when it was not open. */
function claimAndPlace(h: CheckoutHandles, paymentId: string, auth: Authorization, wait: boolean, known?: PaymentRow) {
  return h.statements.transaction(async (tx): Promise<[PlacedOrder[], Claimed | undefined]> => {
    // A caller that need not answer the buyer (the webhook, the reconciliation job) skips a row
    // another caller holds: that one places the orders or voids the money, and should it die
    // midway its transaction rolls back and the reconciliation job finds the row open again.
    // The claim writes 'placed' at once: should the orders not be written, the transaction rolls it back.
    if (wait && known) {
      const made = await placeOrdersIn(tx, known.buyerId, { ...placing(known, h.now?.()), claim: { paymentId, providerRef: auth.id } });
      return made.length > 0 ? [made, { ...known, status: 'placed' }] : [[], undefined];
    }
    const [p] = await tx.rows<Claimed>(
      movePayment({
        id: wait ? paymentId : skipLocked(paymentId),
        to: 'placed',
        set: sql`provider_ref = coalesce(p.provider_ref, ${auth.id})`,
        returning: rowColumns,
      }),
    );
    if (!p) return [[], undefined];
    return [await placeOrdersIn(tx, p.buyerId, placing(p, h.now?.())), p];
  });
}

/**
 * The one step that turns an authorised card into orders: claims the row (a second caller waits,
 * then finds it placed), writes the orders as checkout does, checking stock and the amount again.
 * A cart that can no longer be ordered voids the authorisation. `wait` false (the webhook, the
 * reconciliation job): a row another transaction holds is skipped, and nothing is read back.
 * `known`, the row as the buyer's own call has it: the claim goes in checkout's locking read, a
 * round trip fewer while the order's locks are held (decision 195).
 */
export async function complete(
  h: CheckoutHandles,
  paymentId: string,
  auth: Authorization,
  wait: boolean,
  known?: PaymentRow,
): Promise<PaymentRow | undefined> {
  let placed: PlacedOrder[] = [];
  let claimed: Claimed | undefined;
  try {
    [placed, claimed] = await claimAndPlace(h, paymentId, auth, wait, known);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await voidUnplaced(h, paymentId, err.message, auth.id);
    return wait ? paymentById(h.statements, paymentId) : undefined;
  }
  if (placed.length > 0 && claimed) return announced(h, claimed, auth, placed);
  if (!wait) return undefined;
  const p = await paymentById(h.statements, paymentId);
  // Another caller is voiding it: answer once the void is done (the same key voids once).
  if (p?.status === 'voiding') {
    await finishVoid(h, p.id);
    return paymentById(h.statements, paymentId);
  }
  return p;
}
