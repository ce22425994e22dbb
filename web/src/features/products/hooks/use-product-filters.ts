import type { CatalogueFilters, Category, Sort } from '@seamline/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import { NO_PANEL_FILTERS, type ProductFilters, readFilters, writeFilters } from '../lib/product-filters';

/**
 * The shop's filters live in the address (spec §2: the category filter updates the query; docs/architecture.md#browse-filters:
 * every panel filter too), so reload, back/forward and a shared link show the same products.
 * Category and search keep the panel's filters: docs/decisions/082.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<ProductFilters>) => setParams(writeFilters({ ...readFilters(params), ...patch })),
    [params, setParams],
  );
  const updatePanel = useCallback(
    (patch: Partial<CatalogueFilters>) => update({ panel: { ...readFilters(params).panel, ...patch } }),
    [params, update],
  );

  return {
    filters,
    setCategory: useCallback((category: Category | undefined) => update({ category }), [update]),
    setSearch: useCallback((q: string) => update({ q: q.trim() || undefined }), [update]),
    setSort: useCallback((sort: Sort | undefined) => update({ sort }), [update]),
    updatePanel,
    clearPanel: useCallback(() => update({ panel: NO_PANEL_FILTERS }), [update]),
  };
}
