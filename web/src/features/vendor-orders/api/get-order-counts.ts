import { type VendorOrderCounts, vendorOrderCounts } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_LIST } from '@/lib/paging';

/** How many orders (matching the search) each status has: Order Management's tab counts. */
export const getOrderCounts = async (search: string | undefined, signal?: AbortSignal): Promise<VendorOrderCounts | null> => {
  const answer = vendorOrderCounts.safeParse(await api.get<unknown>('/api/vendors/orderCounts', { params: { search }, signal }));
  // A server without counts leaves the tabs without numbers.
  return answer.success ? answer.data : null;
};

export const orderCountsQueryOptions = (search: string | undefined) =>
  queryOptions({
    ...FRESH_LIST,
    queryKey: ['vendor-orders', 'counts', search ?? ''],
    queryFn: ({ signal }) => getOrderCounts(search, signal),
  });

export const useOrderCounts = (search: string | undefined) => useQuery(orderCountsQueryOptions(search));
