import { ERRORS, LOW_STOCK_TEXTS, type LowStockItem, VARIANT_TEXTS, variantLabel } from '@seamline/contract';
import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '@/lib/router';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useLowStock } from '../api/get-low-stock';
import { ChartCard } from './chart-card';

/** Where a low variant's product opens for editing. */
export const editProductPath = (productId: number) => `${paths.vendor.products}?edit=${productId}`;

/**
 * 'Low stock': the sizes and colours with fewer than 3 units, each linking to its product's edit;
 * the few emptiest first, the rest behind 'See all'.
 */
export function LowStockCard() {
  const query = useLowStock();
  return (
    <ChartCard title={VARIANT_TEXTS.lowStockTitle}>
      {query.isPending ? (
        <Spinner label="Loading low stock" />
      ) : query.isError ? (
        <ErrorBox message={errorMessage(query.error, ERRORS.vendorDashboard)} onRetry={() => query.refetch()} />
      ) : (
        <LowStockList items={query.data} />
      )}
    </ChartCard>
  );
}

export function LowStockList({ items }: { items: readonly LowStockItem[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-700">
        <PackageCheck className="h-4 w-4 text-green-700" aria-hidden="true" />
        {VARIANT_TEXTS.lowStockEmpty}
      </p>
    );
  }
  const more = items.length > LOW_STOCK_TEXTS.shownFirst;
  const shown = all || !more ? items : items.slice(0, LOW_STOCK_TEXTS.shownFirst);
  return (
    <div>
      <ul id={listId} className="divide-y divide-zinc-200">
        {shown.map((item) => {
          const variant = variantLabel(item.size, item.colour) || VARIANT_TEXTS.oneSize;
          return (
            <li key={item.variantId} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <Link
                  to={editProductPath(item.productId)}
                  className="font-medium text-zinc-900 underline decoration-zinc-300 underline-offset-2 hover:text-brand-700"
                >
                  {item.productName}
                </Link>
                <span className="block text-zinc-700">{variant}</span>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  item.stockQuantity === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
                )}
              >
                {item.stockQuantity === 0 ? 'Sold out' : `${item.stockQuantity} left`}
              </span>
            </li>
          );
        })}
      </ul>
      {more && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
          className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {all ? LOW_STOCK_TEXTS.showFewer : LOW_STOCK_TEXTS.seeAll(items.length)}
        </button>
      )}
    </div>
  );
}
