import { ORDER_TOOLS_TEXTS, trackingText, trackingUrl } from '@seamline/contract';
import { ExternalLink, Truck } from 'lucide-react';

export interface TrackingLineProps {
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * 'Tracking: UPS 1Z…' under an order that has a tracking number; a known carrier's
 * number links to its tracking page, in a new tab. Nothing without a number.
 */
export function TrackingLine({ carrier, trackingNumber }: TrackingLineProps) {
  const text = trackingText(carrier, trackingNumber);
  if (!text) return null;
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-zinc-700">
      <Truck className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <span>{ORDER_TOOLS_TEXTS.tracking}:</span>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 [overflow-wrap:anywhere] hover:underline"
        >
          {text}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium text-zinc-900 [overflow-wrap:anywhere]">{text}</span>
      )}
    </p>
  );
}
