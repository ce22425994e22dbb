import type { CheckoutResponse } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const checkout = () => api.post<CheckoutResponse>('/api/buyer/cart/checkout');

/**
 * Spec §4: checkout success refreshes the cart, before `onSuccess` (which may leave the page); a
 * failure refreshes it too, since stock may have moved under the buyer.
 */
export function useCheckout({ onSuccess, onError }: { onSuccess?: (r: CheckoutResponse) => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: cartQueryKey });
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (result) => {
      await refreshCart();
      onSuccess?.(result);
    },
    onError: (error) => {
      onError?.(error);
      void refreshCart();
    },
  });
}
