import type { Review } from '@seamline/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';

/** The signed-in buyer's own review of the product, or null when they have not written one. */
export async function getOwnReview(productId: string): Promise<Review | null> {
  try {
    return await api.get<Review>(`/api/buyer/review/${encodeURIComponent(productId)}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const ownReviewQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['own-review', productId], queryFn: () => getOwnReview(productId) });

export const useOwnReview = (productId: string) => useQuery(ownReviewQueryOptions(productId));

/** Shows a review just saved as the buyer's own, without asking the server again. */
export function useShowOwnReview(productId: string) {
  const queryClient = useQueryClient();
  return (review: Review) => queryClient.setQueryData(ownReviewQueryOptions(productId).queryKey, review);
}

/** Asks the server again for the buyer's own review (e.g. written meanwhile in another tab). */
export function useRefreshOwnReview(productId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownReviewQueryOptions(productId).queryKey });
}
