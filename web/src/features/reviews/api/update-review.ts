import type { Review, ReviewInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownReviewQueryOptions } from './get-own-review';
import { reviewsQueryOptions } from './get-reviews';

export const updateReview = (input: ReviewInput) => api.put<Review>('/api/buyer/updateReview', input);

/** Editing refreshes the buyer's own review and the review list. */
export function useUpdateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => {
      queryClient.setQueryData(ownReviewQueryOptions(productId).queryKey, review);
      return queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(productId).queryKey });
    },
  });
}
