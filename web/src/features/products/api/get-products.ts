import type { ProductSummary } from '@seamline/contract';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page, pagedQueryOptions } from '@/lib/paging';
import { panelQuery } from '../lib/panel-query';
import type { ProductFilters } from '../lib/product-filters';

const PAGE_SIZE = 24;

/** Spec §7: search when there is text, the category list when one is chosen, else recommended; each with the panel's filters. */
function endpoint({ category, q, sort, panel }: ProductFilters) {
  const filters = panelQuery(panel);
  if (q) return { path: '/api/buyer/search', params: { searchTerm: q, category, ...filters, sort } };
  if (category) return { path: '/api/buyer/selected', params: { category, ...filters, sort } };
  return { path: '/api/buyer/recommended', params: { ...filters, sort } };
}

export function getProductsPage(filters: ProductFilters, offset: number, signal?: AbortSignal): Promise<Page<ProductSummary>> {
  const { path, params } = endpoint(filters);
  return getPage(path, { params, limit: PAGE_SIZE, offset, signal });
}

/**
 * Keyed by the question as the API gets it (the panel's filters as parameters, none when unset);
 * `viewer` keys the cache per signed-in user, since recommendations are personalised.
 */
export const productsQueryOptions = (filters: ProductFilters, viewer: number | undefined) => {
  const { category, q, sort, panel } = filters;
  return pagedQueryOptions(['products', { category, q, sort, ...panelQuery(panel) }, viewer], (offset, signal) =>
    getProductsPage(filters, offset, signal),
  );
};

type ListKey = readonly [string, { category?: string; q?: string }, ...unknown[]];

/** The same category and search: only a filter or the order changed. */
const sameList = (a: QueryKey | undefined, b: QueryKey) =>
  a !== undefined && (a as ListKey)[1].category === (b as ListKey)[1].category && (a as ListKey)[1].q === (b as ListKey)[1].q;

/**
 * While another filter's or order's answer loads, the grid keeps showing the last one (no jump back
 * to placeholders). Another category or search shows the skeleton instead, so its heading never
 * sits over the previous list's products.
 */
export const useProducts = (filters: ProductFilters, viewer: number | undefined) => {
  const options = productsQueryOptions(filters, viewer);
  return useInfiniteQuery({
    ...options,
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, options.queryKey) ? keepPreviousData(previous) : undefined,
  });
};
