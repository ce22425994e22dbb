import type { InfiniteData } from '@tanstack/react-query';
import type { Order } from './normalize-order';

export interface OrderPage {
  items: Order[];
  offset: number;
  total: number;
}

/** The loaded pages with one order swapped for the server's updated copy. */
export function replaceOrder(data: InfiniteData<OrderPage, number> | undefined, updated: Order): InfiniteData<OrderPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((o) => (o.id === updated.id ? updated : o)) })),
  };
}
