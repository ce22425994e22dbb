import { type CartItem, type CheckoutResponse, checkoutConflict } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toClientItem } from '../lib/to-client-item';
import { cartQueryKey, cartQueryOptions } from './get-cart';

export interface CheckoutInput {
  /** The total the Order Summary showed, tax included; the server refuses to charge another (DESIGN §5). */
  expectedTotal: number;
}

export const checkout = (input: CheckoutInput) => api.post<CheckoutResponse>('/api/buyer/cart/checkout', input);

/** The cart as it now stands, when checkout was refused because its prices moved (409 with `cart`). */
export function changedCart(error: unknown): CartItem[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const answer = checkoutConflict.safeParse(error.body);
  return answer.success ? answer.data.cart : undefined;
}

/**
 * Spec §4: checkout success refreshes the cart, before `onSuccess` (which may leave the page); a
 * failure refreshes it too, since stock may have moved under the buyer. A refusal over moved
 * prices brings the cart along, which shows at once, before `onError` tells the buyer.
 */
export function useCheckout({ onSuccess, onError }: { onSuccess?: (r: CheckoutResponse) => void; onError?: (e: Error) => void } = {}) {
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
      if (cart && user) queryClient.setQueryData(cartQueryOptions(user.id).queryKey, cart.map(toClientItem));
      onError?.(error);
      void refreshCart();
    },
  });
}
