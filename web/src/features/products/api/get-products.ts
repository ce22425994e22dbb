import type { ProductSummary } from '@seamline/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProductFilters } from '../lib/product-filters';

export const PAGE_SIZE = 24;

export interface ProductPage {
  items: ProductSummary[];
  offset: number;
  /** From X-Total-Count; when absent, a full page is taken to mean there may be more. */
  total: number;
}

/** Spec §7: search when there is text, the category list when one is chosen, else recommended. */
function endpoint({ category, q, sort }: ProductFilters, offset: number) {
  const paging = { sort, limit: PAGE_SIZE, offset };
  if (q) return { path: '/api/buyer/search', params: { searchTerm: q, category, ...paging } };
  if (category) return { path: '/api/buyer/selected', params: { category, ...paging } };
  return { path: '/api/buyer/recommended', params: paging };
}

export async function getProductsPage(filters: ProductFilters, offset: number, signal?: AbortSignal): Promise<ProductPage> {
  const { path, params } = endpoint(filters, offset);
  const { data, headers } = await apiRequest<ProductSummary[]>(path, { params, signal });
  const items = Array.isArray(data) ? data : [];
  const header = Number(headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && headers.has('X-Total-Count') ? header : offset + items.length + (items.length === PAGE_SIZE ? 1 : 0);
  return { items, offset, total };
}

/** `viewer` keys the cache per signed-in user, since recommendations are personalised. */
export const productsQueryOptions = (filters: ProductFilters, viewer: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['products', filters, viewer],
    queryFn: ({ pageParam, signal }) => getProductsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useProducts = (filters: ProductFilters, viewer: number | undefined) =>
  useInfiniteQuery(productsQueryOptions(filters, viewer));
