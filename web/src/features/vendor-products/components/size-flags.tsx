import { measuresText, measurementsOf, SIZE_FLAG_TEXTS, type VendorProductRow } from '@seamline/contract';
import { AlertTriangle } from 'lucide-react';

/**
 * Under a product's name in the vendor's table: each size that comes back too small or too large,
 * with the counts and the chart correction that would say whom it fits.
 */
export function SizeFlags({ product }: { product: Pick<VendorProductRow, 'sizeFlags' | 'categoryName' | 'subCategoryName'> }) {
  const flags = product.sizeFlags ?? [];
  if (flags.length === 0) return null;
  const columns = measurementsOf(product.categoryName, product.subCategoryName);
  return (
    <ul className="mt-1 space-y-1" data-testid="size-flags">
      {flags.map((flag) => (
        <li key={flag.size} className="text-xs">
          <p className="flex items-start gap-1 font-medium text-amber-900">
            <AlertTriangle className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {SIZE_FLAG_TEXTS.vendor(flag.size, flag.fit, flag.returns, flag.of)}
          </p>
          {flag.suggestion && (
            <p className="pl-4.5 text-zinc-600">
              {SIZE_FLAG_TEXTS.suggestion(flag.size, flag.suggestion.size, measuresText(flag.suggestion.measurements, columns))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
