import { API_MESSAGES, type CheckoutResponse, checkoutConflict } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { describeCartChanges } from '../lib/describe-cart-changes';
import { toClientItem } from '../lib/to-client-item';
import { type ClientCart, cartQueryKey, cartQueryOptions } from './get-cart';

export interface CheckoutInput {
  /** The total the Order Summary showed, tax included; the server refuses to charge another (DESIGN §5). */
  expectedTotal: number;
  /**
   * The version (ETag) of the cart shown, sent as `If-Match`: the server refuses a cart changed since
   * (in another tab, say; docs/decisions/031-cart-version.md).
   */
  cartVersion?: string | null;
}

export const checkout = ({ expectedTotal, cartVersion }: CheckoutInput) =>
  api.post<CheckoutResponse>('/api/buyer/cart/checkout', { expectedTotal }, cartVersion ? { headers: { 'If-Match': cartVersion } } : {});

/** The cart as it now stands, when checkout was refused because it changed or its prices moved (409 with `cart`). */
export function changedCart(error: unknown): (ClientCart & { message: string }) | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const answer = checkoutConflict.safeParse(error.body);
  if (!answer.success || !answer.data.cart) return undefined;
  return { message: answer.data.message, items: answer.data.cart.map(toClientItem), version: answer.data.cartVersion ?? null };
}

export interface CheckoutCallbacks {
  onSuccess?: (r: CheckoutResponse) => void;
  onError?: (e: Error) => void;
  /** The cart changed since it was shown: what changed, in words (shown with the new cart). */
  onCartChanged?: (changes: string[]) => void;
}

/**
 * Spec §4: checkout success refreshes the cart, before `onSuccess` (which may leave the page); a
 * failure refreshes it too, since stock may have moved under the buyer. A refusal over moved
 * prices or a changed cart brings the cart along, which shows at once, before `onError` tells the buyer.
 */
export function useCheckout({ onSuccess, onError, onCartChanged }: CheckoutCallbacks = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: cartQueryKey });
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (result) => {
      await refreshCart();
      onSuccess?.(result);
    },
    onError: (error) => {
      const cart = changedCart(error);
      if (cart && user) {
        const key = cartQueryOptions(user.id).queryKey;
        const shown = queryClient.getQueryData(key)?.items ?? [];
        queryClient.setQueryData(key, { items: cart.items, version: cart.version });
        if (cart.message === API_MESSAGES.cartChanged) onCartChanged?.(describeCartChanges(shown, cart.items));
      }
      onError?.(error);
      void refreshCart();
    },
  });
}
