import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface OrderDetailsToggleProps {
  expanded: boolean;
  /** The id of the details it shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** 'Order Details' / 'Hide Details' along the bottom of an order card (spec §2). */
export function OrderDetailsToggle({ expanded, controls, onToggle }: OrderDetailsToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      className="flex w-full items-center justify-between border-t border-zinc-200 bg-zinc-50 px-5 py-3 text-sm font-medium text-brand-700 hover:bg-zinc-100 sm:px-6"
    >
      {expanded ? 'Hide Details' : 'Order Details'}
      <ChevronDown className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
    </button>
  );
}
