import type { Review, ReviewInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownReviewQueryOptions } from './get-own-review';
import { reviewsQueryOptions } from './get-reviews';

export const addReview = (input: ReviewInput) => api.post<Review>('/api/buyer/addReview', input);

/** Submitting refreshes the review list (spec §4); the form then shows the buyer's review. */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (review) => {
      queryClient.setQueryData(ownReviewQueryOptions(productId).queryKey, review);
      return queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(productId).queryKey });
    },
  });
}
