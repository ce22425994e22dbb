import type { ProductSummary } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A few popular products to dress the home hero. */
export const getFeatured = () => api.get<ProductSummary[]>('/api/buyer/recommended', { params: { sort: 'popularity', limit: 3 } });

export const featuredQueryOptions = () =>
  queryOptions({
    queryKey: ['featured'],
    queryFn: getFeatured,
    // Decoration: fetched once per visit, and a failure leaves the hero's soft blocks.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useFeatured = () => useQuery(featuredQueryOptions());
