import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@/lib/paging';
import type { Order } from './normalize-order';

/** The loaded pages with one order swapped for the server's updated copy. */
export function replaceOrder<TPageParam>(
  data: InfiniteData<Page<Order>, TPageParam> | undefined,
  updated: Order,
): InfiniteData<Page<Order>, TPageParam> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((o) => (o.id === updated.id ? updated : o)) })),
  };
}
