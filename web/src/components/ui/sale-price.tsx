import { formatPrice, SALE_TEXTS } from '@seamline/contract';
import type { ReactNode } from 'react';
import { Badge } from './badge';

export interface SalePriceProps {
  price: number;
  /** The honest 'was' price the server answers (never above the 30-day low); null: not on sale. */
  compareAtPrice: number | null;
  salePercent: number | null;
  /** 'from' and the like, before the price. */
  prefix?: ReactNode;
  size?: 'card' | 'page';
  testId?: string;
}

/**
 * A price, and on sale the 'was' price struck through beside it with 'Sale' and '−25%'
 * (docs/architecture.md#shipping-and-promotions). A screen reader hears 'Was $40.00' rather than a
 * bare second price.
 */
export function SalePrice({ price, compareAtPrice, salePercent, prefix, size = 'card', testId }: SalePriceProps) {
  const big = size === 'page';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${big ? 'text-3xl' : 'text-lg'}`} data-testid={testId}>
      <span className={`font-bold ${compareAtPrice === null ? 'text-zinc-900' : 'text-red-700'}`}>
        {prefix}
        {formatPrice(price)}
      </span>
      {compareAtPrice !== null && (
        <>
          <s className={`text-zinc-500 ${big ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{SALE_TEXTS.wasPrice(compareAtPrice)}</span>
            <span aria-hidden="true">{formatPrice(compareAtPrice)}</span>
          </s>
          <span className="inline-flex items-center gap-1 self-center">
            <Badge tone="red">{SALE_TEXTS.sale}</Badge>
            {salePercent !== null && <span className="text-xs font-semibold text-red-700">{SALE_TEXTS.percentOff(salePercent)}</span>}
          </span>
        </>
      )}
    </p>
  );
}
