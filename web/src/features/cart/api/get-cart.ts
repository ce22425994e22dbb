import { type CartItem, ERRORS } from '@seamline/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { type ClientCartItem, toClientItem } from '../lib/to-client-item';

/** Spec §8: an error whose message mentions 'No items found in cart' is an empty cart. */
const isEmptyCartError = (error: unknown): boolean =>
  error instanceof ApiError && Boolean(error.serverMessage?.includes(ERRORS.cartEmptyMarker));

/** The cart's lines and its version (the `ETag`), which checkout sends back so a cart changed elsewhere is not ordered. */
export interface ClientCart {
  items: ClientCartItem[];
  version: string | null;
}

export async function getCart(): Promise<ClientCart> {
  try {
    const { data, headers } = await apiRequest<CartItem[]>('/api/buyer/cart');
    return { items: Array.isArray(data) ? data.map(toClientItem) : [], version: headers.get('etag') };
  } catch (error) {
    if (isEmptyCartError(error)) return { items: [], version: null };
    throw error;
  }
}

/** What every cart query's key starts with; adds, removes and checkout invalidate it. */
export const cartQueryKey = ['cart'] as const;

/** The cart of one buyer (keyed by buyer, so one buyer's cart never shows for the next); none without one. */
export const cartQueryOptions = (buyerId: number | undefined) =>
  queryOptions({
    queryKey: [...cartQueryKey, buyerId],
    queryFn: buyerId === undefined ? skipToken : getCart,
    // A failed load shows at once with 'Try again' (spec §8); it is not retried behind the screen.
    retry: false,
  });

export interface CartItemsState {
  /** Undefined until the first answer for this buyer. */
  items: ClientCartItem[] | undefined;
  /** The version of the cart shown; null when the server gave none. */
  version: string | null;
  /** The last load's failure; null once a load succeeds. A failed reload keeps the items. */
  error: unknown;
  isLoading: boolean;
  reload: () => Promise<void>;
}

/** The server cart of the signed-in buyer (none for `undefined`). */
export function useCartItems(buyerId: number | undefined): CartItemsState {
  const query = useQuery(cartQueryOptions(buyerId));
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (buyerId !== undefined) await refetch();
  }, [buyerId, refetch]);
  return {
    items: query.data?.items,
    version: query.data?.version ?? null,
    error: query.error,
    isLoading: buyerId !== undefined && query.isPending,
    reload,
  };
}
