import type { Review } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takePrefetched } from '@/lib/prefetch';
import { getReviews, reviewsQueryKey } from './fetch-reviews';

export { getReviews, reviewsQueryKey } from './fetch-reviews';

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewsQueryKey(productId),
    // The reviews may already be on their way (app/first-screen.ts).
    queryFn: () => takePrefetched<Review[]>(reviewsQueryKey(productId)) ?? getReviews(productId),
  });

export const useReviews = (productId: string) => useQuery(reviewsQueryOptions(productId));
