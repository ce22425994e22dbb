import { CATEGORIES, type Category, SORTS, type Sort } from '@seamline/contract';

/** What the shop shows, as kept in the address: ?category=&q=&sort= */
export interface ProductFilters {
  category?: Category;
  q?: string;
  sort?: Sort;
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const q = params.get('q')?.trim();
  return {
    category: CATEGORIES.includes(category as Category) ? (category as Category) : undefined,
    q: q || undefined,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
  };
}

/** Writes filters back, dropping empty ones so the address stays short. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}
