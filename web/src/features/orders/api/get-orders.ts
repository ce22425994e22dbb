import type { BuyerOrderRow } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getBuyerOrders = async (): Promise<BuyerOrderRow[]> => {
  const rows = await api.get<BuyerOrderRow[]>('/api/buyer/orders');
  return Array.isArray(rows) ? rows : [];
};

export const buyerOrdersQueryOptions = () => queryOptions({ queryKey: ['buyer-orders'], queryFn: getBuyerOrders });

export const useBuyerOrders = () => useQuery(buyerOrdersQueryOptions());
