import type { ProductDetail } from '@seamline/contract';
import { api } from '@/lib/api-client';
import { preloadImage } from '@/lib/preload-image';
import { prefetch } from '@/lib/prefetch';

// The product request without TanStack Query, so the entry can start it (app/first-screen.ts).

export const getProduct = (id: string) => api.get<ProductDetail>(`/api/buyer/product/${encodeURIComponent(id)}`);

export const productQueryKey = (id: string) => ['product', id] as const;

/** Starts the product for the query cache, and its picture once its address is known. */
export function prefetchProduct(id: string): Promise<unknown> {
  return prefetch(productQueryKey(id), () => getProduct(id)).then((product) => preloadImage(product.imageUrl));
}
