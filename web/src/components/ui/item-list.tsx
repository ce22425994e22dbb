import { formatPrice } from '@seamline/contract';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import type { OrderItemLine, OrderTotalLine } from './order-items-table';
import { ProductImage } from './product-image';

export interface ItemListProps {
  lines: readonly OrderItemLine[];
  /** Rows under the lines (subtotal, tax, total); the last one is the total. */
  totals: readonly OrderTotalLine[];
  className?: string;
}

/**
 * The lines of a parcel or an order as a compact list: picture, name, size and colour, 'Qty 2 ·
 * $10.80 each' and the line's total, which fits a phone without a sideways scroll.
 */
export function ItemList({ lines, totals, className }: ItemListProps) {
  return (
    <div className={cn('rounded-xl border border-zinc-200', className)}>
      <ul className="divide-y divide-zinc-200">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3 p-3 sm:px-4">
            {line.imageUrl !== undefined && (
              // The name beside it says what it shows, so the picture is not read out twice.
              <ProductImage
                src={line.imageUrl}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 shrink-0 rounded-lg border border-zinc-200"
              />
            )}
            <div className="min-w-0 flex-1 text-sm">
              {line.href ? (
                <Link to={line.href} className="font-medium text-zinc-900 hover:text-brand-700 hover:underline">
                  {line.name}
                </Link>
              ) : (
                <span className="font-medium text-zinc-900">{line.name}</span>
              )}
              {line.variant && <span className="block text-zinc-700">{line.variant}</span>}
              {line.note && <span className="block text-xs font-medium text-amber-800">{line.note}</span>}
              <span className="block text-zinc-600 tabular-nums">
                Qty {line.quantity} · {formatPrice(line.unitPrice)} each
              </span>
            </div>
            <p className="shrink-0 text-sm font-semibold text-zinc-900 tabular-nums">{formatPrice(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 rounded-b-xl border-t border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm sm:px-4">
        {totals.map(({ label, amount }, i) => {
          const last = i === totals.length - 1;
          return (
            <div key={label} className="flex justify-between gap-4">
              <dt className={last ? 'font-semibold text-zinc-900' : 'text-zinc-600'}>{label}</dt>
              <dd className={cn('tabular-nums', last ? 'font-bold text-zinc-900' : 'text-zinc-700')}>{formatPrice(amount)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
