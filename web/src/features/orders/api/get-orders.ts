import type { BuyerOrderRow } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_LIST } from '@/lib/paging';

export const getBuyerOrders = async (): Promise<BuyerOrderRow[]> => {
  const rows = await api.get<BuyerOrderRow[]>('/api/buyer/orders');
  return Array.isArray(rows) ? rows : [];
};

export const buyerOrdersQueryOptions = () => queryOptions({ queryKey: ['buyer-orders'], queryFn: getBuyerOrders, ...FRESH_LIST });

export const useBuyerOrders = () => useQuery(buyerOrdersQueryOptions());
