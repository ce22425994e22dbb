import { BUYER_DELIVERY_STATUS as DELIVERY, BUYER_ORDER_STATUS as ORDER } from '@seamline/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** Spec §4: 'completed' green; 'pending' or 'in progress' yellow; 'shipped' purple; else grey. */
const ORDER_TONES = new Map<string, BadgeTone>([
  [ORDER.completed, 'green'],
  [ORDER.pending, 'yellow'],
  [ORDER.processing, 'yellow'],
  [ORDER.shipped, 'purple'],
]);

/** Spec §4: 'Order Completed' green; 'Pending' or 'In Progress' yellow; else grey. */
const DELIVERY_TONES = new Map<string, BadgeTone>([
  [DELIVERY.completed, 'green'],
  [DELIVERY.pending, 'yellow'],
  [DELIVERY.processing, 'yellow'],
]);

export const orderStatusTone = (status: string): BadgeTone => ORDER_TONES.get(status) ?? 'grey';

export const deliveryStatusTone = (status: string): BadgeTone => DELIVERY_TONES.get(status) ?? 'grey';
