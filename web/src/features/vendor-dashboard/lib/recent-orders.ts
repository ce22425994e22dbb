import { RECENT_ORDERS_LIMIT } from '@seamline/contract';

/** What the Recent Orders table shows of a vendor order. */
export interface DashboardOrder {
  id: number;
  orderDate: string;
  buyerName: string;
  status: string;
  total: number;
}

const OPEN = ['pending', 'processing'];

/** Spec §7: the orders are filtered to pending or processing and the first 5 kept. */
export function selectRecentOrders<T extends { status: string }>(orders: readonly T[], limit: number = RECENT_ORDERS_LIMIT): T[] {
  return orders.filter((o) => OPEN.includes(String(o.status).toLowerCase())).slice(0, limit);
}

/** Spec §7: an answer that is not a list counts as no orders; rows missing an id are skipped. */
export function toDashboardOrders(response: unknown): DashboardOrder[] {
  if (!Array.isArray(response)) return [];
  return response.flatMap((row: Record<string, unknown> | null) => {
    if (!row || typeof row !== 'object' || row.id === undefined || row.id === null) return [];
    return [
      {
        id: Number(row.id),
        orderDate: String(row.orderDate ?? ''),
        buyerName: String(row.buyerName ?? ''),
        status: String(row.status ?? ''),
        total: Number(row.total) || 0,
      },
    ];
  });
}
