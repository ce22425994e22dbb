import type { Review } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §7: a review load failure gives an empty list. */
export async function getReviews(productId: string): Promise<Review[]> {
  try {
    const reviews = await api.get<Review[]>(`/api/buyer/getReviews/${encodeURIComponent(productId)}`);
    return Array.isArray(reviews) ? reviews : [];
  } catch {
    return [];
  }
}

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['reviews', productId], queryFn: () => getReviews(productId) });

export const useReviews = (productId: string) => useQuery(reviewsQueryOptions(productId));
