import type { BadgeTone } from '@/components/ui/badge';

/** Spec §4 (case-insensitive): completed green, processing blue, pending yellow, anything else grey. */
export function dashboardStatusTone(status: string): BadgeTone {
  switch (status.toLowerCase()) {
    case 'completed':
      return 'green';
    case 'processing':
      return 'blue';
    case 'pending':
      return 'yellow';
    default:
      return 'grey';
  }
}

/** Spec §4: shown with the first letter capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}
