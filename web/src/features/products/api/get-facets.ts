import type { Facets } from '@seamline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { panelQuery } from '../lib/panel-query';
import type { ProductFilters } from '../lib/product-filters';

export type FacetsQuestion = Pick<ProductFilters, 'category' | 'q' | 'panel'>;

/** GET /api/buyer/facets: the counts behind the filter panel, for the list the shopper sees (docs/architecture.md#browse-filters). */
export const getFacets = ({ category, q, panel }: FacetsQuestion, signal?: AbortSignal) =>
  api.get<Facets>('/api/buyer/facets', { params: { category, searchTerm: q, ...panelQuery(panel) }, signal });

export const facetsQueryOptions = ({ category, q, panel }: FacetsQuestion) =>
  queryOptions({
    queryKey: ['facets', { category, q, ...panelQuery(panel) }],
    queryFn: ({ signal }) => getFacets({ category, q, panel }, signal),
  });

/** The counts keep their last answer while the next loads, so the panel never empties between clicks. */
export const useFacets = (question: FacetsQuestion) => useQuery({ ...facetsQueryOptions(question), placeholderData: keepPreviousData });
