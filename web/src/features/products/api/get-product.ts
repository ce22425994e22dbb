import type { ProductDetail } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takePrefetched } from '@/lib/prefetch';
import { getProduct, productQueryKey } from './fetch-product';

export { getProduct, productQueryKey } from './fetch-product';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    // The product may already be on its way (app/first-screen.ts).
    queryFn: () => takePrefetched<ProductDetail>(productQueryKey(id)) ?? getProduct(id),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
