import type { VendorProductRow } from '@seamline/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FRESH_LIST, getPage, type Page, pagedQueryOptions } from '@/lib/paging';

const PRODUCTS_PAGE_SIZE = 50;

export const getVendorProductsPage = (offset: number, signal?: AbortSignal): Promise<Page<VendorProductRow>> =>
  getPage('/api/vendors/products', { limit: PRODUCTS_PAGE_SIZE, offset, signal });

export const vendorProductsQueryOptions = () => pagedQueryOptions(['vendor-products'], getVendorProductsPage, FRESH_LIST);

export const useVendorProducts = () => useInfiniteQuery(vendorProductsQueryOptions());
