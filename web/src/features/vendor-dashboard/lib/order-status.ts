import type { OrderStatus } from '@seamline/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** Spec §4: completed green, processing blue, pending yellow, anything else grey. */
const TONES = new Map<string, BadgeTone>([
  ['completed', 'green'],
  ['processing', 'blue'],
  ['pending', 'yellow'],
] satisfies [OrderStatus, BadgeTone][]);

/** Spec §4: the status matched case-insensitively. */
export const dashboardStatusTone = (status: string): BadgeTone => TONES.get(status.toLowerCase()) ?? 'grey';

/** Spec §4: shown with the first letter capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}
