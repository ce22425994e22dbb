import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { normalizeOrders } from '../lib/normalize-order';
import type { OrderPage } from '../lib/replace-order';

export const ORDERS_PAGE_SIZE = 20;

/** All of the vendor's orders, newest first (DESIGN §5: the endpoint keeps its old name). */
export async function getVendorOrdersPage(offset: number, signal?: AbortSignal): Promise<OrderPage> {
  const { data, headers } = await apiRequest<unknown>('/api/vendors/pendingOrders', {
    params: { limit: ORDERS_PAGE_SIZE, offset },
    signal,
  });
  const items = normalizeOrders(data);
  const header = headers.get('X-Total-Count');
  const total = header !== null && Number.isFinite(Number(header)) ? Number(header) : offset + items.length + (items.length === ORDERS_PAGE_SIZE ? 1 : 0);
  return { items, offset, total };
}

export const vendorOrdersQueryKey = ['vendor-orders'] as const;

export const vendorOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vendorOrdersQueryKey,
    queryFn: ({ pageParam, signal }) => getVendorOrdersPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useVendorOrders = () => useInfiniteQuery(vendorOrdersQueryOptions());
