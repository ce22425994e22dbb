import type { ProductSummary } from '@seamline/contract';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

/** A few popular products to dress the home hero. */
export const getFeatured = () =>
  api.get<ProductSummary[]>('/api/buyer/recommended', { params: { sort: 'popularity', limit: 3 } });

// Fetched once per visit. Not through TanStack Query: the home page loads without it.
let featured: ProductSummary[] | undefined;
let request: Promise<ProductSummary[]> | undefined;

/** The featured products; empty while they load, and when they cannot (the hero keeps its soft blocks). */
export function useFeatured(): ProductSummary[] {
  const [products, setProducts] = useState(() => featured ?? []);
  useEffect(() => {
    if (featured) return;
    let live = true;
    request ??= getFeatured().finally(() => {
      request = undefined;
    });
    request.then(
      (answer) => {
        featured = answer;
        if (live) setProducts(answer);
      },
      (error: unknown) => console.warn('Featured products could not load; the hero shows placeholders.', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return products;
}
