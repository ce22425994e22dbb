import { CATEGORY_LABELS, type ProductSummary, STOCK_TEXTS } from '@seamline/contract';
import { CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { SalePrice } from '@/components/ui/sale-price';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { CARD_SIZES } from '../lib/image-sizes';
import { ColourDots } from './colour-dots';
import { VendorLink } from './vendor-link';

export interface ProductCardProps {
  product: ProductSummary;
  /** Extra control at the bottom, e.g. Add to Cart for buyers; an out-of-stock card says so instead. */
  action?: ReactNode;
  /** In the first row: the picture loads at once (`priority` for the very first, the page's LCP). */
  eager?: boolean;
  priority?: boolean;
  /** Over the picture's corner: the wishlist's heart. */
  save?: ReactNode;
}

export function ProductCard({ product, action, eager, priority, save }: ProductCardProps) {
  const href = paths.buyer.product(product.productId);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {save && <div className="absolute top-2 right-2 z-10">{save}</div>}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-zinc-100">
        <ProductImage
          src={product.imageUrl}
          alt=""
          width={480}
          height={600}
          eager={eager}
          priority={priority}
          sizes={CARD_SIZES}
          className="aspect-square w-full transition-transform sm:aspect-[4/5] duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {CATEGORY_LABELS[product.categoryName] ?? product.categoryName}
        </p>
        <h2 className="mt-1 text-base font-semibold leading-snug text-zinc-900">
          <Link to={href} className="rounded hover:text-brand-700">
            {product.productName}
          </Link>
        </h2>
        <p className="mt-0.5 truncate text-xs text-zinc-600">
          Sold by <VendorLink name={product.vendorName} slug={product.vendorSlug} className="font-medium text-zinc-800" />
        </p>
        <ColourDots colours={product.colours ?? []} />
        <p className="mt-2 line-clamp-2 text-sm text-zinc-600">{product.description}</p>
        <div className="mt-auto pt-4">
          <SalePrice price={product.price} compareAtPrice={product.compareAtPrice ?? null} salePercent={product.salePercent ?? null} />
        </div>
        {product.inStock === false ? <OutOfStock /> : action && <div className="mt-4">{action}</div>}
      </div>
    </article>
  );
}

/** In the place of Add to Cart: looks like a disabled button, but is plain text (nothing to press). */
function OutOfStock() {
  return (
    <p className="mt-4 flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-zinc-200 bg-zinc-100 text-sm font-medium text-zinc-600">
      <CircleSlash className="h-4 w-4" aria-hidden="true" />
      {STOCK_TEXTS.outOfStock}
    </p>
  );
}
