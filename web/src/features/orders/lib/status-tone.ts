import type { BadgeTone } from '@/components/ui/badge';

/** Spec §4: 'completed' green; 'pending' or 'in progress' yellow; 'shipped' purple; else grey. */
export function orderStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'pending':
    case 'in progress':
      return 'yellow';
    case 'shipped':
      return 'purple';
    default:
      return 'grey';
  }
}

/** Spec §4: 'Order Completed' green; 'Pending' or 'In Progress' yellow; else grey. */
export function deliveryStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'Order Completed':
      return 'green';
    case 'Pending':
    case 'In Progress':
      return 'yellow';
    default:
      return 'grey';
  }
}
