import type { Review, ReviewInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

export const addReview = (input: ReviewInput) => api.post<Review>('/api/buyer/addReview', input);

/** Submitting refreshes the review list (spec §4). */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(productId).queryKey }),
  });
}
