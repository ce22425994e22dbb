import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { takePrefetched } from '@/lib/prefetch';
import type { ProductFilters } from '../lib/product-filters';
import { getProductsPage, type ProductPage, productsQueryKey } from './fetch-products';

export { getProductsPage, PAGE_SIZE, type ProductPage, productsQueryKey } from './fetch-products';

export const productsQueryOptions = (filters: ProductFilters, viewer: number | undefined) => {
  const queryKey = productsQueryKey(filters, viewer);
  return infiniteQueryOptions({
    queryKey,
    // The first page may already be on its way (app/first-screen.ts).
    queryFn: ({ pageParam, signal }) =>
      (pageParam === 0 ? takePrefetched<ProductPage>(queryKey) : undefined) ?? getProductsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
};

export const useProducts = (filters: ProductFilters, viewer: number | undefined) => useInfiniteQuery(productsQueryOptions(filters, viewer));
