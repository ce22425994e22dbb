import { fromCents, type PlacedPayment } from '@seamline/contract';
import { placeOrders } from '../../domain/orders/place-orders.js';
import type { CheckoutHandles } from './handles.js';
import { type CheckoutOutcome, type CheckoutRequest, newPaymentId, outcomeOf, paymentByKey } from './payment-row.js';

/** A checkout paid on delivery: the orders and the payment's row (already `placed`) in one transaction. */
export async function payOnDelivery(h: CheckoutHandles, buyerId: number, req: CheckoutRequest): Promise<CheckoutOutcome> {
  const id = newPaymentId();
  try {
    const placed = await placeOrders(h.statements, buyerId, {
      expectedTotal: req.expectedTotal,
      cartVersions: req.cartVersions,
      shippingAddress: req.shippingAddress,
      payOnDeliveryLimitCents: req.payOnDeliveryLimitCents,
      choices: { shipping: req.shipping, couponCode: req.couponCode },
      pricedAt: h.now?.(),
      payment: {
        id,
        method: 'on_delivery',
        status: 'due_on_delivery',
        insert: { idempotencyKey: req.idempotencyKey ?? id, provider: 'none' },
      },
    });
    // The payment as the checkout wrote it, its amount what its orders come to: no need to read it back.
    const amount = fromCents(placed.reduce((sum, o) => sum + (o.totalCents ?? 0), 0));
    const payment: PlacedPayment = { paymentId: id, method: 'on_delivery', status: 'due_on_delivery', amount };
    return { kind: 'placed', orderIds: placed.map((o) => o.id), payment, placed };
  } catch (err) {
    // The same key sent twice at once: the other call placed it.
    const again = req.idempotencyKey ? await paymentByKey(h.statements, buyerId, req.idempotencyKey) : undefined;
    const answer = again && outcomeOf(again);
    if (answer) return answer;
    throw err;
  }
}
