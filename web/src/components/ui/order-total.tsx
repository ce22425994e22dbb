import { formatPrice } from '@seamline/contract';

/** An order's total at the top right of its card. */
export function OrderTotal({ amount }: { amount: number }) {
  return (
    <div className="shrink-0 text-right">
      <p className="text-xs uppercase tracking-wide text-zinc-500">Total</p>
      <p className="text-lg font-bold tabular-nums text-zinc-900">{formatPrice(amount)}</p>
    </div>
  );
}
