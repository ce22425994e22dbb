import type { AdminOverview, AdminPeriod } from '@seamline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminOverview = (period: AdminPeriod, signal?: AbortSignal) =>
  api.get<AdminOverview>('/api/admin/overview', { params: { period }, signal });

export const adminOverviewQueryOptions = (period: AdminPeriod) =>
  queryOptions({
    queryKey: ['admin', 'overview', period],
    queryFn: ({ signal }) => getAdminOverview(period, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminOverview = (period: AdminPeriod) => useQuery(adminOverviewQueryOptions(period));
