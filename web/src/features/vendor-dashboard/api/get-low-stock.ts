import type { LowStockItem } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The vendor's sizes and colours with fewer than 3 units left (docs/architecture.md#sizes-and-colours). */
export const getLowStock = (signal?: AbortSignal) => api.get<LowStockItem[]>('/api/vendors/lowStock', { signal });

export const lowStockQueryOptions = () =>
  queryOptions({ queryKey: ['vendor-dashboard', 'low-stock'], queryFn: ({ signal }) => getLowStock(signal), staleTime: 0 });

export const useLowStock = () => useQuery(lowStockQueryOptions());
