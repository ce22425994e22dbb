import { CATEGORY_LABELS, formatPrice, type ProductDetail, SHOPPER_TEXTS, SUBCATEGORY_LABELS } from '@seamline/contract';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ProductImage } from '@/components/ui/product-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths, shopByCategory } from '@/config/paths';
import { useVariantChoice, type VariantChoiceState } from '../hooks/use-variant-choice';
import { FitSummaryNote } from './fit-summary-note';
import { SizeGuide } from './size-guide';
import { StockStatus } from './stock-status';
import { VariantOptions } from './variant-options';

export interface ProductDetailViewProps {
  product: ProductDetail;
  /** Quantity + Add to Cart for buyers (for the size and colour chosen), a login link for visitors. */
  purchase?: (choice: VariantChoiceState) => ReactNode;
}

export function ProductDetailView({ product, purchase }: ProductDetailViewProps) {
  const category = CATEGORY_LABELS[product.categoryName] ?? product.categoryName;
  const reviews = product.reviewCount;
  const choice = useVariantChoice(product);
  const { price, from } = choice.price;
  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-zinc-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.buyer.dashboard} className="hover:text-zinc-900 hover:underline">
              Shop
            </Link>
          </li>
          <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden="true" />
          <li>
            <Link to={shopByCategory(product.categoryName)} className="hover:text-zinc-900 hover:underline">
              {category}
            </Link>
          </li>
          <ChevronRight className="h-4 w-4 text-zinc-400" aria-hidden="true" />
          <li aria-current="page" className="truncate font-medium text-zinc-900">
            {product.productName}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100">
          <ProductImage src={choice.image} alt={product.productName} width={800} height={1000} priority className="aspect-[4/5] w-full" />
        </div>

        <div className="flex flex-col">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {category}
            {product.subCategoryName && (
              <span className="text-zinc-500"> · {SUBCATEGORY_LABELS[product.subCategoryName] ?? product.subCategoryName}</span>
            )}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">{product.productName}</h1>
          <p className="mt-2 text-sm text-zinc-600">
            Sold by <span className="font-medium text-zinc-900">{product.vendorName}</span>
          </p>
          <div className="mt-4 flex items-center gap-2">
            {reviews > 0 ? (
              <StarRating value={product.averageRating} />
            ) : (
              <span aria-hidden="true">
                <StarRating value={0} />
              </span>
            )}
            <span className="text-sm text-zinc-700" data-testid="rating-summary">
              {reviews > 0
                ? `${product.averageRating.toFixed(1)} (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`
                : SHOPPER_TEXTS.noReviewsYet}
            </span>
          </div>
          <FitSummaryNote fit={product.fit} />
          <p className="mt-6 text-3xl font-bold text-zinc-900" data-testid="product-price">
            {from && <span className="mr-1.5 text-lg font-medium text-zinc-600">from</span>}
            {formatPrice(price)}
          </p>
          <div className="mt-2">
            <StockStatus stock={choice.stock} />
          </div>
          <VariantOptions product={product} state={choice} />
          <div className="mt-4">
            <SizeGuide product={product} />
          </div>
          <div className="mt-6 border-t border-zinc-200 pt-6">
            <h2 className="text-sm font-semibold text-zinc-900">Description</h2>
            <p className="mt-2 whitespace-pre-line text-zinc-700">{product.description}</p>
          </div>
          {purchase && <div className="mt-8">{purchase(choice)}</div>}
        </div>
      </div>
    </div>
  );
}
