import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { cartQueryOptions } from '../api/get-cart';

/**
 * Reads the buyer's cart from the server again as the screen using it opens, however recently it
 * was read: a tab opened before another tab (or the shop) changed the cart must not show the old
 * lines, prices or stock. True once that read is in, or failed (the cart's error then shows); the
 * cart itself comes, as always, from useCart.
 */
export function useCartReadOnOpen(): boolean {
  const { user } = useAuth();
  const buyerId = user?.role === 'buyer' ? user.id : undefined;
  const read = useQuery({ ...cartQueryOptions(buyerId), refetchOnMount: 'always' });
  return buyerId === undefined || read.isFetchedAfterMount;
}
