import { SHOPPER_TEXTS } from '@seamline/contract';
import { WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * 'You are offline' where the page would be. Nothing to press: the screens ask
 * again by themselves when the connection is back (TanStack Query resumes paused requests; the
 * app shell renders a page whose code could not load again).
 */
export function OfflineNotice({ detail = SHOPPER_TEXTS.offlineRetry, className }: { detail?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-600/30 ring-inset', className)}
    >
      <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{SHOPPER_TEXTS.offlineTitle}</p>
        <p className="mt-0.5 text-sm">{detail}</p>
      </div>
    </div>
  );
}
