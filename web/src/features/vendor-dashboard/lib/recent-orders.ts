import { RECENT_ORDER_STATUSES, RECENT_ORDERS_LIMIT, receivedVendorOrderList } from '@seamline/contract';

/** What the Recent Orders table shows of a vendor order. */
export interface DashboardOrder {
  id: number;
  orderDate: string;
  buyerName: string;
  status: string;
  total: number;
}

const OPEN: readonly string[] = RECENT_ORDER_STATUSES;

/** Spec §7: the orders are filtered to pending or processing and the first 5 kept. */
export function selectRecentOrders<T extends { status: string }>(orders: readonly T[], limit: number = RECENT_ORDERS_LIMIT): T[] {
  return orders.filter((o) => OPEN.includes(String(o.status).toLowerCase())).slice(0, limit);
}

/** Spec §7: an answer that is not a list counts as no orders; rows missing an id are skipped. */
export const toDashboardOrders = (response: unknown): DashboardOrder[] =>
  receivedVendorOrderList
    .parse(response)
    .map(({ id, orderDate, buyerName, status, total }) => ({ id, orderDate, buyerName, status, total }));
