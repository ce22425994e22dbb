import { LIMITS } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectRecentOrders, toDashboardOrders } from '../lib/recent-orders';

/** The vendor's orders, newest first, narrowed on the client to the open ones (spec §7). */
export const getRecentOrders = async (signal?: AbortSignal) =>
  selectRecentOrders(
    toDashboardOrders(await api.get<unknown>('/api/vendors/pendingOrders', { params: { limit: LIMITS.listMax }, signal })),
  );

export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['vendor-dashboard', 'recent-orders'],
    queryFn: ({ signal }) => getRecentOrders(signal),
    staleTime: 0,
  });

export const useRecentOrders = () => useQuery(recentOrdersQueryOptions());
