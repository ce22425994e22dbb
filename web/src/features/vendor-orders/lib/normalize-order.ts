import { type ReceivedVendorOrder, receivedVendorOrder, receivedVendorOrderList } from '@seamline/contract';

/** A vendor order as the screen uses it: read by the contract's schema (spec §3, §7). */
export type Order = ReceivedVendorOrder;

/** The order, or null when the answer is not one (no readable id). */
export function normalizeOrder(raw: unknown): Order | null {
  const order = receivedVendorOrder.safeParse(raw);
  return order.success ? order.data : null;
}

/** Spec §7: an answer that is not a list is treated as empty. */
export const normalizeOrders = (response: unknown): Order[] => receivedVendorOrderList.parse(response);
