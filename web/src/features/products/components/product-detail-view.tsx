import { CATEGORY_LABELS, type ProductDetail, RETURN_TEXTS, SHOPPER_TEXTS, SUBCATEGORY_LABELS } from '@seamline/contract';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { SalePrice } from '@/components/ui/sale-price';
import { Link } from '@/lib/router';
import { StarRating } from '@/components/ui/star-rating';
import { paths, shopByCategory } from '@/config/paths';
import { useVariantChoice, type VariantChoiceState } from '../hooks/use-variant-choice';
import { photosFor } from '../lib/gallery';
import { FitSummaryNote } from './fit-summary-note';
import { ProductGallery } from './product-gallery';
import { SizeFlagNote } from './size-flag-note';
import { SizeGuide } from './size-guide';
import { StockStatus } from './stock-status';
import { VariantOptions } from './variant-options';
import { VendorLink } from './vendor-link';

export interface ProductDetailViewProps {
  product: ProductDetail;
  /** Quantity + Add to Cart for buyers (for the size and colour chosen), a login link for visitors. */
  purchase?: (choice: VariantChoiceState) => ReactNode;
  /** Beside the name: the wishlist's heart. */
  save?: ReactNode;
  /** Sold-out sizes can be chosen, for 'Tell me when it's back'. */
  soldOutSelectable?: boolean;
  /** The buyer's size here: chosen while in stock, its row marked in the size guide. */
  advisedSize?: string | null;
  /** Under the sizes: 'Your size: L' and why. */
  sizeAdvice?: (choice: VariantChoiceState) => ReactNode;
}

export function ProductDetailView({ product, purchase, save, soldOutSelectable, advisedSize, sizeAdvice }: ProductDetailViewProps) {
  const category = CATEGORY_LABELS[product.categoryName] ?? product.categoryName;
  const reviews = product.reviewCount;
  const choice = useVariantChoice(product, advisedSize);
  const { price, from, compareAtPrice, salePercent } = choice.price;
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
        {/* A new colour starts its own photos at the first. */}
        <ProductGallery
          key={choice.choice.colour ?? ''}
          photos={photosFor(product, choice.choice.colour, choice.image)}
          productName={product.productName}
        />

        <div className="flex flex-col">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {category}
            {product.subCategoryName && (
              <span className="text-zinc-500"> · {SUBCATEGORY_LABELS[product.subCategoryName] ?? product.subCategoryName}</span>
            )}
          </p>
          <div className="mt-2 flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">{product.productName}</h1>
            {save && <div className="shrink-0 pt-1">{save}</div>}
          </div>
          <p className="mt-2 text-sm text-zinc-600">
            Sold by <VendorLink name={product.vendorName} slug={product.vendorSlug} className="font-medium text-zinc-900" />
            {product.returnDays ? ` · ${RETURN_TEXTS.policy(product.returnDays)}` : ''}
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
          <div className="mt-6">
            <SalePrice
              size="page"
              testId="product-price"
              price={price}
              compareAtPrice={compareAtPrice}
              salePercent={salePercent}
              prefix={from && <span className="mr-1.5 text-lg font-medium text-zinc-600">from</span>}
            />
          </div>
          <div className="mt-2">
            <StockStatus stock={choice.stock} />
          </div>
          <VariantOptions product={product} state={choice} soldOutSelectable={soldOutSelectable} />
          {sizeAdvice?.(choice)}
          <SizeFlagNote flags={product.sizeFlags ?? []} chosenSize={choice.choice.size} />
          <div className="mt-4">
            <SizeGuide product={product} advisedSize={advisedSize} />
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
