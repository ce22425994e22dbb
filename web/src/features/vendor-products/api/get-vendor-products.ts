import type { VendorProduct } from '@seamline/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PRODUCTS_PAGE_SIZE = 50;

export interface VendorProductPage {
  items: VendorProduct[];
  offset: number;
  /** X-Total-Count; without it a full page is taken to mean there may be more. */
  total: number;
}

export async function getVendorProductsPage(offset: number, signal?: AbortSignal): Promise<VendorProductPage> {
  const { data, headers } = await apiRequest<VendorProduct[]>('/api/vendors/products', {
    params: { limit: PRODUCTS_PAGE_SIZE, offset },
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  const header = headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : offset + items.length + (items.length === PRODUCTS_PAGE_SIZE ? 1 : 0);
  return { items, offset, total };
}

export const vendorProductsQueryKey = ['vendor-products'] as const;

export const vendorProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vendorProductsQueryKey,
    queryFn: ({ pageParam, signal }) => getVendorProductsPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useVendorProducts = () => useInfiniteQuery(vendorProductsQueryOptions());
