import { STOCK_TEXTS } from '@seamline/contract';
import { CheckCircle2, XCircle } from 'lucide-react';

/** 'In Stock (n)' or 'Out of Stock' (spec §2). */
export function StockStatus({ stock }: { stock: number }) {
  if (stock > 0) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        {STOCK_TEXTS.inStockCount(stock)}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-red-700">
      <XCircle className="h-4 w-4" aria-hidden="true" />
      {STOCK_TEXTS.outOfStock}
    </p>
  );
}
