import type { Review } from '@seamline/contract';
import { api } from '@/lib/api-client';
import { prefetch } from '@/lib/prefetch';

// The reviews request without TanStack Query, so the entry can start it (app/first-screen.ts).

/** Spec §7: a review load failure gives an empty list. */
export async function getReviews(productId: string): Promise<Review[]> {
  try {
    const reviews = await api.get<Review[]>(`/api/buyer/getReviews/${encodeURIComponent(productId)}`);
    return Array.isArray(reviews) ? reviews : [];
  } catch {
    return [];
  }
}

export const reviewsQueryKey = (productId: string) => ['reviews', productId] as const;

export function prefetchReviews(productId: string): Promise<unknown> {
  return prefetch(reviewsQueryKey(productId), () => getReviews(productId));
}
