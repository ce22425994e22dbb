import type { VendorProduct } from '@seamline/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, nextPageOffset, type Page } from '@/lib/paging';

const PRODUCTS_PAGE_SIZE = 50;

export const getVendorProductsPage = (offset: number, signal?: AbortSignal): Promise<Page<VendorProduct>> =>
  getPage('/api/vendors/products', { limit: PRODUCTS_PAGE_SIZE, offset, signal });

export const vendorProductsQueryKey = ['vendor-products'] as const;

export const vendorProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vendorProductsQueryKey,
    queryFn: ({ pageParam, signal }) => getVendorProductsPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export const useVendorProducts = () => useInfiniteQuery(vendorProductsQueryOptions());
