import type { ProductSummary } from '@seamline/contract';
import { api } from '@/lib/api-client';

/** A few popular products to dress the home hero. */
export const getFeatured = () => api.get<ProductSummary[]>('/api/buyer/recommended', { params: { sort: 'popularity', limit: 3 } });

let featured: Promise<ProductSummary[]> | undefined;

/**
 * Decoration, fetched once per visit without the query cache, so the home page loads no TanStack
 * Query: the promise is read with React's `use` under the hero's Suspense and error boundary.
 */
export const featuredProducts = () => {
  featured ??= getFeatured().catch((error: unknown) => {
    console.warn('Featured products could not load; the hero shows placeholders.', error);
    throw error;
  });
  return featured;
};
