import type { CartAddInput, CartItem } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export const addToCart = (input: CartAddInput) => api.post<CartItem>('/api/buyer/cart/add', input);

/** Spec §4: the cart reloads after every add, whether it went through or not. */
export function useAddToCart(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartQueryKey, 'add'],
    mutationFn: addToCart,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
