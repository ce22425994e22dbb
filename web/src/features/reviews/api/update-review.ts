import type { Review, ReviewInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

export const updateReview = (input: ReviewInput) => api.put<Review>('/api/buyer/updateReview', input);

/** Editing refreshes the review list. */
export function useUpdateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(productId).queryKey }),
  });
}
