import type { CartDeleteInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

/** That variant's line; every line of the product without `variantId`. */
export const removeFromCart = (input: CartDeleteInput) => api.delete<{ message: string }>('/api/buyer/cart/delete', input);

/** Spec §4: the cart reloads after every remove, whether it went through or not. */
export function useRemoveFromCart(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartQueryKey, 'remove'],
    mutationFn: removeFromCart,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
