import { type CartItem, ERRORS } from '@seamline/contract';
import { ApiError, api } from '@/lib/api-client';
import { type ClientCartItem, toClientItem } from '../lib/to-client-item';

/** Spec §8: an error whose message mentions 'No items found in cart' is an empty cart. */
export const isEmptyCartError = (error: unknown): boolean =>
  error instanceof ApiError && Boolean(error.serverMessage?.includes(ERRORS.cartEmptyMarker));

/** The buyer's cart; CartProvider holds it (not TanStack Query: the app shell loads without it). */
export async function getCart(): Promise<ClientCartItem[]> {
  try {
    const items = await api.get<CartItem[]>('/api/buyer/cart');
    return Array.isArray(items) ? items.map(toClientItem) : [];
  } catch (error) {
    if (isEmptyCartError(error)) return [];
    throw error;
  }
}
