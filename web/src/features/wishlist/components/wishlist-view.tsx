import { formatPrice, WISHLIST_TEXTS, type WishlistItem } from '@seamline/contract';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { buttonClasses, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useWishlist } from '../api/get-wishlist';
import { useSetSaved } from '../api/set-saved';

const LOAD_FAILED = 'Your wishlist could not be loaded';

function stockText(item: WishlistItem): { text: string; tone: string } {
  if (!item.available) return { text: WISHLIST_TEXTS.unavailable, tone: 'bg-zinc-100 text-zinc-700' };
  return item.inStock
    ? { text: WISHLIST_TEXTS.inStock, tone: 'bg-emerald-50 text-emerald-800' }
    : { text: WISHLIST_TEXTS.outOfStock, tone: 'bg-amber-50 text-amber-900' };
}

/**
 * The Wishlist screen (docs/architecture.md#everyday-shop): each saved product with its price and stock as they are now,
 * and for one in stock what `addToCart` (from the route) renders, to put a size in the cart.
 */
export function WishlistView({ addToCart }: { addToCart?: (item: WishlistItem) => ReactNode } = {}) {
  const wishlist = useWishlist();
  const setSaved = useSetSaved({
    onSuccess: () => toast.success(WISHLIST_TEXTS.removed, { id: 'wishlist' }),
    onError: (error) => toast.error(errorMessage(error, LOAD_FAILED), { id: 'wishlist' }),
  });
  if (wishlist.isPending) return <Spinner label="Loading your wishlist" />;
  if (wishlist.isError) return <ErrorBox message={errorMessage(wishlist.error, LOAD_FAILED)} onRetry={() => wishlist.refetch()} />;
  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={WISHLIST_TEXTS.empty}
        action={
          <Link to={paths.buyer.dashboard} className={buttonClasses('primary')}>
            {WISHLIST_TEXTS.browse}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-zinc-200 rounded-2xl border border-zinc-200 bg-white shadow-sm" aria-label={WISHLIST_TEXTS.title}>
      {wishlist.data.map((item) => {
        const stock = stockText(item);
        const removing = setSaved.isPending && setSaved.variables.productId === item.productId;
        return (
          <li key={item.productId} className="flex gap-4 p-4 sm:items-center">
            <Link to={paths.buyer.product(item.productId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
              <ProductImage
                src={item.imageUrl}
                alt=""
                width={96}
                height={120}
                className="h-24 w-20 rounded-lg object-cover sm:h-28 sm:w-24"
              />
            </Link>
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-6">
              <div className="min-w-0 flex-1">
                <h2 className="text-base font-semibold text-zinc-900">
                  <Link to={paths.buyer.product(item.productId)} className="rounded hover:text-brand-700">
                    {item.productName}
                  </Link>
                </h2>
                {item.vendorSlug && (
                  <p className="truncate text-sm text-zinc-600">
                    Sold by{' '}
                    <Link to={paths.shop(item.vendorSlug)} className="font-medium text-zinc-800 underline-offset-2 hover:underline">
                      {item.vendorName}
                    </Link>
                  </p>
                )}
                <span className={cn('mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', stock.tone)}>{stock.text}</span>
              </div>
              <p className="text-lg font-bold text-zinc-900">
                <span className="sr-only">{WISHLIST_TEXTS.priceNow}: </span>
                {formatPrice(item.price)}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {item.available && item.inStock && addToCart?.(item)}
                <Button
                  variant="danger-ghost"
                  size="sm"
                  disabled={removing}
                  aria-label={WISHLIST_TEXTS.unsave(item.productName)}
                  onClick={() => setSaved.mutate({ productId: item.productId, saved: false })}
                >
                  {WISHLIST_TEXTS.remove}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
