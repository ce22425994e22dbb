import { WISHLIST_TEXTS } from '@seamline/contract';
import { Heart } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { useLoginHere } from '@/lib/auth/use-login-here';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useWishlist } from '../api/get-wishlist';
import { useSetSaved } from '../api/set-saved';

export interface WishlistHeartProps {
  productId: number;
  productName: string;
  /** A buyer saves at once; a visitor is sent to log in and brought back here. */
  isBuyer: boolean;
  className?: string;
}

const shape =
  'flex h-10 w-10 items-center justify-center rounded-full border border-zinc-200 bg-white/95 shadow-sm transition-colors hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The heart on cards and the product page (docs/architecture.md#everyday-shop): pressed when the product is saved. */
export function WishlistHeart({ productId, productName, isBuyer, className }: WishlistHeartProps) {
  const loginHere = useLoginHere();
  const wishlist = useWishlist(isBuyer);
  const setSaved = useSetSaved({
    onSuccess: ({ saved }) => toast.success(saved ? WISHLIST_TEXTS.saved : WISHLIST_TEXTS.removed, { id: 'wishlist' }),
    onError: (error) => toast.error(errorMessage(error, WISHLIST_TEXTS.productUnknown), { id: 'wishlist' }),
  });
  if (!isBuyer) {
    return (
      <Link to={loginHere} aria-label={WISHLIST_TEXTS.loginToSave} className={cn(shape, 'text-zinc-700', className)}>
        <Heart className="h-5 w-5" aria-hidden="true" />
      </Link>
    );
  }
  // While a save or removal is under way the heart shows where it is going.
  const pending = setSaved.isPending && setSaved.variables.productId === productId;
  const saved = pending ? setSaved.variables.saved : Boolean(wishlist.data?.some((item) => item.productId === productId));
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? WISHLIST_TEXTS.unsave(productName) : WISHLIST_TEXTS.save(productName)}
      disabled={pending}
      onClick={() => setSaved.mutate({ productId, saved: !saved })}
      className={cn(shape, saved ? 'text-rose-600' : 'text-zinc-700', className)}
    >
      <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
