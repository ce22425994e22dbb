import { CART_TEXTS, formatPrice, STOCK_TEXTS } from '@seamline/contract';
import { AlertTriangle, Ban, CheckCircle2, TrendingDown, TrendingUp, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { lineProblem } from '../lib/line-problem';
import type { ClientCartItem } from '../lib/to-client-item';

const pill = 'inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium ring-1 ring-inset';
const warning = cn(pill, 'bg-amber-50 text-amber-900 ring-amber-600/30');

/** 'Price changed from $10.80' beside a line whose price moved since it was added; said in words, not colour alone. */
export function PriceChangeNote({ from, to }: { from: number; to: number }) {
  const Icon = to > from ? TrendingUp : TrendingDown;
  return (
    <p className={warning}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {CART_TEXTS.priceChanged(formatPrice(from))}
    </p>
  );
}

/**
 * The server's availability text ('In Stock', 'Only n left', 'Out of Stock', 'No longer available'),
 * toned by the stock it was worked out from: a line checkout would refuse or leave out stands out,
 * with what the buyer can do about it.
 */
export function Availability({ item }: { item: ClientCartItem }) {
  const { availabilityStatus: text, stockQuantity: stock } = item;
  const problem = lineProblem(item);
  if (problem === 'unavailable') {
    return (
      <span className="flex flex-col gap-1">
        <span className={cn(pill, 'bg-zinc-100 text-zinc-800 ring-zinc-500/30')}>
          <Ban className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {text || STOCK_TEXTS.noLongerAvailable}
        </span>
        <span className="text-xs text-zinc-600">{CART_TEXTS.noLongerAvailableHint}</span>
      </span>
    );
  }
  if (problem === 'out-of-stock' || text === STOCK_TEXTS.outOfStock) {
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={cn(pill, 'bg-red-50 text-red-800 ring-red-600/25')}>
          <XCircle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {text}
        </span>
        <span className="text-xs text-zinc-600">{CART_TEXTS.removeToCheckout}</span>
      </span>
    );
  }
  if (problem === 'above-stock' && stock !== undefined) {
    return (
      <span className={warning}>
        <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {CART_TEXTS.lowerQuantity(stock)}
      </span>
    );
  }
  if (stock === undefined) return <span className="text-xs text-zinc-600">{text}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
      <CheckCircle2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
