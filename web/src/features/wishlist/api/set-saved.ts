import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

export interface SetSavedInput {
  productId: number;
  saved: boolean;
}

/** PUT saves, DELETE removes; each is safe to send twice. */
export const setSaved = ({ productId, saved }: SetSavedInput) =>
  saved ? api.put<null>(`/api/buyer/wishlist/${productId}`) : api.delete<null>(`/api/buyer/wishlist/${productId}`);

/** Saves or removes a product; the wishlist reloads whether it went through or not. */
export function useSetSaved(callbacks: { onSuccess?: (input: SetSavedInput) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...wishlistQueryKey, 'set'],
    mutationFn: setSaved,
    onSuccess: (_data, input) => callbacks.onSuccess?.(input),
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
