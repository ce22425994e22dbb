import type { StockAlertList } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const stockAlertsQueryKey = ['stock-alerts'] as const;

export const getStockAlerts = () => api.get<StockAlertList>('/api/buyer/stock-alerts');

export const stockAlertsQueryOptions = () => queryOptions({ queryKey: stockAlertsQueryKey, queryFn: getStockAlerts });

/** The sold-out variants the buyer waits for. */
export const useStockAlerts = (enabled = true) => useQuery({ ...stockAlertsQueryOptions(), enabled });
