import type { CartItem, CartQuantityInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const setCartQuantity = (input: CartQuantityInput) => api.put<CartItem>('/api/buyer/cart/quantity', input);

/** The stepper on a cart line (docs/architecture.md#server-rules); the cart reloads afterwards, as after an add or remove. */
export function useSetCartQuantity(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartQueryKey, 'quantity'],
    mutationFn: setCartQuantity,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
