import type { ProductSummary } from '@seamline/contract';
import { apiRequest } from '@/lib/api-client';
import { preloadImage } from '@/lib/preload-image';
import { prefetch } from '@/lib/prefetch';
import type { ProductFilters } from '../lib/product-filters';

// The shop's requests without TanStack Query, so the entry can start the first page's request
// (app/first-screen.ts) before the query cache has loaded.

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
  const total =
    Number.isFinite(header) && headers.has('X-Total-Count') ? header : offset + items.length + (items.length === PAGE_SIZE ? 1 : 0);
  return { items, offset, total };
}

/** `viewer` keys the cache per signed-in user, since recommendations are personalised. */
export const productsQueryKey = (filters: ProductFilters, viewer: number | undefined) => ['products', filters, viewer] as const;

/** The infinite query's first page as its cache keeps it. */
export const firstPageData = (page: ProductPage) => ({ pages: [page], pageParams: [0] });

/**
 * Starts the shop's first page for the query cache, and with it the first product's picture (the
 * page's largest paint), which would otherwise wait for the grid's code to render.
 */
export function prefetchProducts(filters: ProductFilters, viewer: number | undefined): Promise<unknown> {
  return prefetch(productsQueryKey(filters, viewer), () => getProductsPage(filters, 0), firstPageData).then((page) => {
    const first = page.items[0];
    if (first) preloadImage(first.imageUrl);
  });
}
