import { useInfiniteQuery } from '@tanstack/react-query';
import { FRESH_LIST, getPage, type Page, pagedQueryOptions } from '@/lib/paging';
import { normalizeOrders, type Order } from '../lib/normalize-order';

const ORDERS_PAGE_SIZE = 20;

/** All of the vendor's orders, newest first (DESIGN §5: the endpoint keeps its old name). */
export const getVendorOrdersPage = (offset: number, signal?: AbortSignal): Promise<Page<Order>> =>
  getPage('/api/vendors/pendingOrders', { limit: ORDERS_PAGE_SIZE, offset, signal }, normalizeOrders);

export const vendorOrdersQueryOptions = () => pagedQueryOptions(['vendor-orders'], getVendorOrdersPage, FRESH_LIST);

export const useVendorOrders = () => useInfiniteQuery(vendorOrdersQueryOptions());
