import type { Category, Sort } from '@seamline/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductFilters, readFilters, writeFilters } from '../lib/product-filters';

/** The shop's filters live in the address (spec §2: the category filter updates the query). */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<ProductFilters>) => setParams(writeFilters({ ...readFilters(params), ...patch })),
    [params, setParams],
  );

  return {
    filters,
    setCategory: useCallback((category: Category | undefined) => update({ category }), [update]),
    setSearch: useCallback((q: string) => update({ q: q.trim() || undefined }), [update]),
    setSort: useCallback((sort: Sort | undefined) => update({ sort }), [update]),
  };
}
