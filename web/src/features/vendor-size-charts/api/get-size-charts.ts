import type { VendorSizeChart } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The vendor's chart for every category × subcategory (its own, else the default). */
export const getSizeCharts = (signal?: AbortSignal) => api.get<VendorSizeChart[]>('/api/vendors/sizeCharts', { signal });

export const sizeChartsQueryOptions = () =>
  queryOptions({ queryKey: ['vendor-size-charts'], queryFn: ({ signal }) => getSizeCharts(signal) });

export const useSizeCharts = () => useQuery(sizeChartsQueryOptions());
