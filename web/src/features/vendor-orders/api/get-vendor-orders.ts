import type { OrderStatus } from '@seamline/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FRESH_LIST, getPage, type Page, pagedQueryOptions } from '@/lib/paging';
import { normalizeOrders, type Order } from '../lib/normalize-order';

const ORDERS_PAGE_SIZE = 20;

/** Which orders Order Management lists: one status or all, matching a search or not. */
export interface OrderListFilter {
  status?: OrderStatus;
  search?: string;
}

/** The vendor's orders, newest first (docs/architecture.md#server-rules: the endpoint keeps its old name), filtered. */
export const getVendorOrdersPage = (filter: OrderListFilter, offset: number, signal?: AbortSignal): Promise<Page<Order>> =>
  getPage(
    '/api/vendors/pendingOrders',
    { params: { status: filter.status, search: filter.search }, limit: ORDERS_PAGE_SIZE, offset, signal },
    normalizeOrders,
  );

/** Every list of the vendor's orders sits under this key, whatever its filter. */
export const VENDOR_ORDER_LISTS = ['vendor-orders', 'list'] as const;

export const vendorOrdersQueryOptions = (filter: OrderListFilter = {}) =>
  pagedQueryOptions(
    [...VENDOR_ORDER_LISTS, filter.status ?? 'all', filter.search ?? ''],
    (offset, signal) => getVendorOrdersPage(filter, offset, signal),
    FRESH_LIST,
  );

export const useVendorOrders = (filter: OrderListFilter = {}) => useInfiniteQuery(vendorOrdersQueryOptions(filter));

/** Asks every loaded list of the vendor's orders again: a refused change may have moved an order's payment. */
export function useRefreshVendorOrders() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: VENDOR_ORDER_LISTS }), [queryClient]);
}
