import type { PeriodDays } from '@seamline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toDashboardSummary } from '../lib/parse-analytics';

/** `days` narrows totals and sales by category; the daily series always covers 90 days. */
export const getVendorAnalytics = async (days: PeriodDays, signal?: AbortSignal) =>
  toDashboardSummary(await api.get<unknown>('/api/vendors/analytics', { params: { days }, signal }));

export const vendorAnalyticsQueryOptions = (days: PeriodDays) =>
  queryOptions({
    queryKey: ['vendor-dashboard', 'analytics', days],
    queryFn: ({ signal }) => getVendorAnalytics(days, signal),
    // Figures change with every order and product edit elsewhere: refresh whenever the page opens.
    staleTime: 0,
    // Switching the period keeps the page on screen instead of flashing the big spinner.
    placeholderData: keepPreviousData,
  });

export const useVendorAnalytics = (days: PeriodDays) => useQuery(vendorAnalyticsQueryOptions(days));
