import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeOrder, type Order } from '../lib/normalize-order';
import { replaceOrder } from '../lib/replace-order';
import { VENDOR_ORDER_LISTS } from './get-vendor-orders';

/**
 * A mutation answering the updated order, which then replaces its copy in every loaded list. The
 * status counts, and lists of one status (which the order may have left or joined), are asked again.
 */
export function useOrderChange<TVariables extends { orderId: number }>(send: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables): Promise<Order> => {
      const order = normalizeOrder(await send(variables));
      if (!order) throw new Error('The server did not answer the updated order');
      return order;
    },
    onSuccess: (order) => {
      queryClient.setQueriesData({ queryKey: VENDOR_ORDER_LISTS }, (data: Parameters<typeof replaceOrder>[0]) => replaceOrder(data, order));
      void queryClient.invalidateQueries({
        queryKey: ['vendor-orders'],
        predicate: ({ queryKey }) => queryKey[1] === 'counts' || (queryKey[1] === 'list' && queryKey[2] !== 'all'),
      });
    },
  });
}
