import type { ProductSummary } from '@seamline/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page, pagedQueryOptions } from '@/lib/paging';
import type { ProductFilters } from '../lib/product-filters';

const PAGE_SIZE = 24;

/** Spec §7: search when there is text, the category list when one is chosen, else recommended. */
function endpoint({ category, q, sort }: ProductFilters) {
  if (q) return { path: '/api/buyer/search', params: { searchTerm: q, category, sort } };
  if (category) return { path: '/api/buyer/selected', params: { category, sort } };
  return { path: '/api/buyer/recommended', params: { sort } };
}

export function getProductsPage(filters: ProductFilters, offset: number, signal?: AbortSignal): Promise<Page<ProductSummary>> {
  const { path, params } = endpoint(filters);
  return getPage(path, { params, limit: PAGE_SIZE, offset, signal });
}

/** `viewer` keys the cache per signed-in user, since recommendations are personalised. */
export const productsQueryOptions = (filters: ProductFilters, viewer: number | undefined) =>
  pagedQueryOptions(['products', filters, viewer], (offset, signal) => getProductsPage(filters, offset, signal));

export const useProducts = (filters: ProductFilters, viewer: number | undefined) => useInfiniteQuery(productsQueryOptions(filters, viewer));
