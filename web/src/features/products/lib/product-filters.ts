import {
  CATEGORIES,
  type CatalogueFilters,
  type Category,
  FILTER_VALUES_MAX,
  filterParams,
  filtersOf,
  LIST_FILTERS,
  priceRangeInOrder,
  readFilterValues,
  readPrice,
  SORTS,
  type Sort,
} from '@seamline/contract';

/** What the shop shows, as kept in the address: ?category=&q=&size=…&colour=…&sort= */
export interface ProductFilters {
  category?: Category;
  q?: string;
  sort?: Sort;
  /** The filter panel's choices (docs/architecture.md#browse-filters). */
  panel: CatalogueFilters;
}

export const NO_PANEL_FILTERS: CatalogueFilters = { sizes: [], colours: [], subcategories: [], vendors: [], inStock: false, onSale: false };

/**
 * The panel's filters in an address. The server's own rules decide what is valid (the contract's
 * filter-values.ts, which its request schemas apply); a hand-edited or outdated address keeps what
 * is valid of it (an unknown size is dropped, its neighbours stay, a reversed price range goes whole).
 */
function readPanel(params: URLSearchParams): CatalogueFilters {
  const lists: Record<string, string[]> = {};
  for (const filter of LIST_FILTERS) {
    const kept = params
      .getAll(filter)
      .filter((value) => readFilterValues(filter, value).ok)
      .slice(0, FILTER_VALUES_MAX);
    const read = readFilterValues(filter, kept);
    if (!read.ok) return NO_PANEL_FILTERS;
    lists[filter] = read.value;
  }
  const price = (bound: 'minPrice' | 'maxPrice') => {
    const raw = params.get(bound);
    const read = raw === null ? undefined : readPrice(bound, raw);
    return read?.ok ? read.value : undefined;
  };
  const bounds = { minPrice: price('minPrice'), maxPrice: price('maxPrice') };
  const inStock = params.get('inStock');
  const onSale = params.get('onSale');
  return filtersOf({
    size: lists.size ?? [],
    colour: lists.colour ?? [],
    subCategoryName: lists.subCategoryName ?? [],
    vendor: lists.vendor ?? [],
    ...(priceRangeInOrder(bounds) ? bounds : {}),
    inStock: inStock === 'true' || inStock === 'false' ? inStock : undefined,
    onSale: onSale === 'true' || onSale === 'false' ? onSale : undefined,
  });
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
