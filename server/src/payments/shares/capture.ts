import { NOT_DELIVERABLE_STATUSES, type OrderStatus, PAYMENT_TEXTS, STATUS_MOVES } from '@seamline/contract';
import { queryRows } from '../../db/client.js';
import { conflict } from '../../domain/errors.js';
import { moveShare } from '../../domain/money/move-share.js';
import { postCapture } from '../../domain/ledger/postings.js';
import type { MoneyHandles } from '../handles.js';
import { type OrderMoney, readOrderMoney, setStatus } from './order-money.js';
import { refundCaptured } from './refund-captured.js';

/** Whether the vendor's move to `to` would be allowed from `from` (the move itself checks again). */
function shipsNow(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'Delivered') return !NOT_DELIVERABLE_STATUSES.includes(from);
  return (to === 'shipped' || to === 'completed') && STATUS_MOVES[to] === from;
}

/** The capture accepted: the share `captured` with its posting, once; false when it was no longer authorised. */
async function keepCapture(h: MoneyHandles, o: OrderMoney): Promise<boolean> {
  return h.db.transaction(async (tx) => {
    const moved = await queryRows<{ id: number }>(tx, moveShare({ orderId: o.id, to: 'captured' }));
    // The ledger's capture posting goes with the status, once per order.
    if (moved.length > 0) await postCapture(tx, o.id, h.clock());
    return moved.length > 0;
  });
}

/**
 * Money follows the goods (decision 122): before a card-paid vendor order is marked shipped or
 * delivered, its share is captured, keyed by the order so a retry captures once. A refused
 * capture leaves the order where it was and tells the vendor why (409).
 */
export async function captureBeforeShipping(h: MoneyHandles, vendorId: number, orderId: number, to: OrderStatus): Promise<void> {
  const o = await readOrderMoney(h.statements, orderId);
  if (!o || o.vendorId !== vendorId || o.paymentMethod !== 'card' || !shipsNow(o.status, to)) return;
  if (o.paymentStatus === 'failed') throw conflict(PAYMENT_TEXTS.captureFailed);
  if (o.paymentStatus !== 'authorized' || !o.providerRef) return;
  const result = await h.provider.capture(o.providerRef, o.totalCents, `capture:${o.id}`).catch((err) => {
    h.log.error({ err, orderId }, 'capture failed');
    return { ok: false as const, message: PAYMENT_TEXTS.providerUnavailable };
  });
  if (result.ok) {
    if (await keepCapture(h, o)) return;
    // Cancelled (and its share voided) while the capture was on its way: the money taken goes back.
    const now = await readOrderMoney(h.statements, o.id);
    if (now?.status === 'cancelled') await refundCaptured(h, o);
    return;
  }
  // A provider that did not answer may be asked again; one that refused has spoken.
  if (result.message !== PAYMENT_TEXTS.providerUnavailable) await setStatus(h.statements, o.id, 'authorized', 'failed');
  h.log.warn({ orderId, reason: result.message }, 'capture refused');
  throw conflict(PAYMENT_TEXTS.captureFailed);
}
