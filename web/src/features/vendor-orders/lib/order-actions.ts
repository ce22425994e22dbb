import {
  CANCELLABLE_STATUSES,
  NOT_DELIVERABLE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  SETTABLE_STATUSES,
  type SettableStatus,
  STATUS_MOVES,
} from '@seamline/contract';
import type { BadgeTone } from '@/components/ui/badge';

export interface OrderActions {
  /** The status the advance button sets, if the order can move on. */
  advanceTo: SettableStatus | undefined;
  canDeliver: boolean;
  canCancel: boolean;
}

/** Which actions an order offers (docs/architecture.md#server-rules transition rules). */
export function orderActions(status: string): OrderActions {
  return {
    advanceTo: SETTABLE_STATUSES.find((to) => STATUS_MOVES[to] === status),
    canDeliver: !NOT_DELIVERABLE_STATUSES.includes(status as OrderStatus),
    canCancel: CANCELLABLE_STATUSES.includes(status as OrderStatus),
  };
}

/** Badge colour on the orders screen: green when done, red when cancelled, yellow otherwise. */
const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'yellow',
  shipped: 'yellow',
  completed: 'green',
  Delivered: 'green',
  cancelled: 'red',
};

/** The status matched case-insensitively; one the web does not know is yellow. */
export function orderStatusTone(status: string): BadgeTone {
  const known = ORDER_STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
  return known ? TONES[known] : 'yellow';
}

export const orderStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
