import type { CheckoutHandles } from './handles.js';
import { answer, type CheckoutOutcome, outcomeOf, paymentByKey } from './payment-row.js';
import { sync } from './settle.js';

/** The same Idempotency-Key again: the first call's answer, driven on if it was left midway. */
export async function replay(h: CheckoutHandles, buyerId: number, key: string): Promise<CheckoutOutcome> {
  let p = await paymentByKey(h.statements, buyerId, key);
  if (p && !outcomeOf(p) && p.method === 'card') p = await sync(h, p).catch(() => p);
  return answer(p);
}
