import { SHOP_TEXTS, type ShopPage } from '@seamline/contract';
import { Store, Undo2 } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';

/** The top of a shop page: its name, its rating over every product, and its return policy. */
export function ShopHeader({ shop }: { shop: ShopPage }) {
  const rated = shop.reviewCount > 0;
  return (
    <header className="mb-8 flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Store className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{shop.vendorName}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-zinc-700">
          <span className="flex items-center gap-2" data-testid="shop-rating">
            {rated ? (
              <StarRating value={shop.averageRating} />
            ) : (
              <span aria-hidden="true">
                <StarRating value={0} />
              </span>
            )}
            {rated ? SHOP_TEXTS.rating(shop.averageRating, shop.reviewCount) : SHOP_TEXTS.noRatings}
          </span>
          <span className="flex items-center gap-2" data-testid="shop-returns">
            <Undo2 className="h-4 w-4 text-zinc-500" aria-hidden="true" />
            {SHOP_TEXTS.returnPolicy(shop.returnDays)}
          </span>
        </div>
      </div>
    </header>
  );
}
