import { CANCELLABLE_STATUSES, type OrderStatus, SETTABLE_STATUSES, type SettableStatus, STATUS_MOVES } from '@seamline/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** The button that moves an order one step along pending → processing → shipped → completed. */
export const ADVANCE_LABELS: Record<SettableStatus, string> = {
  processing: 'Process Order',
  shipped: 'Mark as Shipped',
  completed: 'Mark as Completed',
};

export interface OrderActions {
  /** The status the advance button sets, if the order can move on. */
  advanceTo: SettableStatus | undefined;
  canDeliver: boolean;
  canCancel: boolean;
}

/** Which actions an order offers (DESIGN §5 transition rules). */
export function orderActions(status: string): OrderActions {
  return {
    advanceTo: SETTABLE_STATUSES.find((to) => STATUS_MOVES[to] === status),
    canDeliver: status !== 'cancelled' && status !== 'Delivered',
    canCancel: CANCELLABLE_STATUSES.includes(status as OrderStatus),
  };
}

/** Badge colour on the orders screen: green when done, red when cancelled, yellow otherwise. */
export function orderStatusTone(status: string): BadgeTone {
  const s = status.toLowerCase();
  if (s === 'delivered' || s === 'completed') return 'green';
  if (s === 'cancelled') return 'red';
  return 'yellow';
}

export const orderStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
