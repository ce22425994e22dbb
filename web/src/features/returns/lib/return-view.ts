import { formatPrice, type Return, RETURN_TEXTS, type ReturnStatus, variantLabel } from '@seamline/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const returnStatusTone = (status: ReturnStatus): BadgeTone =>
  ({
    requested: 'yellow',
    approved: 'blue',
    shipped: 'purple',
    received: 'purple',
    closed: 'green',
    rejected: 'red',
    disputed: 'red',
    cancelled: 'grey',
    expired: 'grey',
  })[status] as BadgeTone;

/** Whole days left until `dueAt` (0 once it has passed); null without one. */
export function daysLeft(dueAt: string | null, now = Date.now()): number | null {
  if (!dueAt) return null;
  return Math.max(0, Math.ceil((new Date(dueAt).getTime() - now) / 86_400_000));
}

/** '1 × Linen Shirt (M) · Too small · Exchange for L'. */
export function lineText(line: Return['lines'][number]): string {
  const variant = variantLabel(line.size, line.colour);
  const name = `${line.quantity} × ${line.productName}${variant ? ` (${variant})` : ''}`;
  const outcome =
    line.outcome === 'exchange'
      ? `Exchange for ${variantLabel(line.exchangeSize, line.exchangeColour) || 'another size'}`
      : RETURN_TEXTS.outcomes.refund;
  return `${name} · ${RETURN_TEXTS.reasons[line.reason]} · ${outcome}`;
}

/** What the refund is and where it stands, once known. */
export function refundText(r: Return): string | null {
  if (r.refundAmount === null) return null;
  if (r.refundAmount === 0) return r.exchangeOrderId ? `Exchanged: the new size ships as order #${r.exchangeOrderId}` : null;
  const amount = formatPrice(r.refundAmount);
  if (r.refundStatus === 'owed') return `Refund of ${amount} owed (paid on delivery)`;
  if (r.refundStatus === 'pending') return `Refund of ${amount} being sent`;
  return `Refunded ${amount}`;
}
