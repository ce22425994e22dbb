import type { BuyerOrderRow } from '@seamline/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { FRESH_LIST } from '@/lib/paging';

export const getBuyerOrders = async (): Promise<BuyerOrderRow[]> => {
  const rows = await api.get<BuyerOrderRow[]>('/api/buyer/orders');
  return Array.isArray(rows) ? rows : [];
};

export const buyerOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['buyer-orders'], queryFn: getBuyerOrders, ...FRESH_LIST, refetchOnMount: false });

/**
 * Every visit of Order History asks the server again: an order placed in
 * another tab shows on the next visit. A request still running from before (a window focus, say)
 * may have been answered before that order existed, so it is replaced by a new one, not joined.
 * The first visit's fetch is the query's own.
 */
export function useBuyerOrders() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = buyerOrdersQueryOptions();
    if (queryClient.getQueryState(queryKey)?.dataUpdatedAt)
      void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: true });
  }, [queryClient]);
  return useQuery(buyerOrdersQueryOptions());
}
