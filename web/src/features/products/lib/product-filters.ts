import {
  CATEGORIES,
  type CatalogueFilters,
  type Category,
  FILTER_VALUES_MAX,
  facetsQuery,
  filterParams,
  filtersOf,
  SORTS,
  type Sort,
} from '@seamline/contract';

/** What the shop shows, as kept in the address: ?category=&q=&size=…&colour=…&sort= */
export interface ProductFilters {
  category?: Category;
  q?: string;
  sort?: Sort;
  /** The filter panel's choices (DESIGN §9). */
  panel: CatalogueFilters;
}

export const NO_PANEL_FILTERS: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false };

const LIST_KEYS = ['size', 'colour', 'subCategoryName', 'vendor'] as const;
const SINGLE_KEYS = ['minPrice', 'maxPrice', 'inStock'] as const;

const accepted = (query: Record<string, string>) => facetsQuery.safeParse(query).success;

/**
 * The panel's filters in an address. The server's own rules decide what is valid; a hand-edited or
 * outdated address keeps what is valid of it (an unknown size is dropped, its neighbours stay).
 */
function readPanel(params: URLSearchParams): CatalogueFilters {
  const raw: Record<string, string | string[]> = {};
  for (const key of LIST_KEYS) {
    raw[key] = params
      .getAll(key)
      .filter((value) => accepted({ [key]: value }))
      .slice(0, FILTER_VALUES_MAX);
  }
  for (const key of SINGLE_KEYS) {
    const value = params.get(key);
    if (value !== null && accepted({ [key]: value })) raw[key] = value;
  }
  const parsed = facetsQuery.safeParse(raw);
  if (parsed.success) return filtersOf(parsed.data);
  // Left: a reversed price range, which is dropped whole.
  const { minPrice: _min, maxPrice: _max, ...rest } = raw;
  const withoutPrice = facetsQuery.safeParse(rest);
  return withoutPrice.success ? filtersOf(withoutPrice.data) : NO_PANEL_FILTERS;
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const q = params.get('q')?.trim();
  return {
    category: CATEGORIES.includes(category as Category) ? (category as Category) : undefined,
    q: q || undefined,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
    panel: readPanel(params),
  };
}

/** Writes filters back, dropping empty ones so the address stays short; panel values as repeated keys. */
export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  for (const [key, value] of filterParams(filters.panel)) params.append(key, value);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}
