import type { PaymentStatus } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { postRefund } from '../../domain/ledger/postings.js';
import { moveShare } from '../../domain/money/move-share.js';
import type { MoneyHandles } from '../handles.js';
import type { OrderMoney } from './order-money.js';

/** Refunds an order's captured share, once (keyed by the order). */
export async function refundCaptured(h: MoneyHandles, o: OrderMoney): Promise<void> {
  if (!o.providerRef) return;
  const r = await h.provider.refund(o.providerRef, o.totalCents, `refund:order:${o.id}`);
  if (!r.ok) {
    h.log.error({ orderId: o.id, reason: r.message }, 'refund refused');
    return;
  }
  // The whole order reversed in the ledger with the status, once; a share captured after its
  // order's share was voided was never posted, so only a posted capture is reversed.
  await h.db.transaction(async (tx) => {
    const [was] = await queryRows<{ status: PaymentStatus }>(
      tx,
      sql`select payment_status as status from ${orders} where id = ${o.id} and payment_status in ('captured', 'voided') for update`,
    );
    if (!was) return;
    // Counted against what the buyer paid: the database refuses a second whole refund (decision 201).
    await tx.execute(
      moveShare({ orderId: o.id, to: 'refunded', from: [was.status], set: sql`refunded_cents = refunded_cents + ${o.totalCents}` }),
    );
    if (was.status === 'captured')
      await postRefund(
        tx,
        { orderId: o.id, refundCents: o.totalCents, shippingCents: o.shippingFeeCents, cause: `cancel:order:${o.id}` },
        h.clock(),
      );
  });
}
