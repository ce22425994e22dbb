import type { ProductSummary } from '@seamline/contract';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

/** 1, 2, 3 or 4 columns by width (spec §2): one only below 360 px, two on phones, with a narrower gap there. */
const gridClasses = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';
/** The widest row; its pictures are in the first screenful and load at once. */
const FIRST_ROW = 4;

export interface ProductGridProps {
  products: ProductSummary[];
  renderAction?: (p: ProductSummary) => ReactNode;
  /** The wishlist's heart on each card. */
  renderSave?: (p: ProductSummary) => ReactNode;
}

export function ProductGrid({ products, renderAction, renderSave }: ProductGridProps) {
  return (
    <ul className={gridClasses}>
      {products.map((p, i) => (
        <li key={p.productId} className="flex">
          <ProductCard product={p} action={renderAction?.(p)} save={renderSave?.(p)} eager={i < FIRST_ROW} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClasses} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="animate-pulse overflow-hidden rounded-2xl border border-zinc-200 bg-white">
          <div className="aspect-[4/5] bg-zinc-200" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-16 rounded bg-zinc-200" />
            <div className="h-4 w-3/4 rounded bg-zinc-200" />
            <div className="h-3 w-full rounded bg-zinc-200" />
            <div className="h-5 w-20 rounded bg-zinc-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
