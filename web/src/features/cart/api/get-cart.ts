import { type CartItem, ERRORS } from '@seamline/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { type ClientCartItem, toClientItem } from '../lib/to-client-item';

/** Spec §8: an error whose message mentions 'No items found in cart' is an empty cart. */
export const isEmptyCartError = (error: unknown): boolean =>
  error instanceof ApiError && Boolean(error.serverMessage?.includes(ERRORS.cartEmptyMarker));

export async function getCart(): Promise<ClientCartItem[]> {
  try {
    const items = await api.get<CartItem[]>('/api/buyer/cart');
    return Array.isArray(items) ? items.map(toClientItem) : [];
  } catch (error) {
    if (isEmptyCartError(error)) return [];
    throw error;
  }
}

export const cartQueryKey = (userId: number | undefined) => ['cart', userId] as const;

export const cartQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: cartQueryKey(userId), queryFn: getCart });
