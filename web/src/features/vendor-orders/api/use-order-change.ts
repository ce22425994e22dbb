import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeOrder, type Order } from '../lib/normalize-order';
import { replaceOrder } from '../lib/replace-order';
import { vendorOrdersQueryOptions } from './get-vendor-orders';

/** A mutation answering the updated order, which then replaces its copy in the loaded list. */
export function useOrderChange<TVariables extends { orderId: number }>(send: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables): Promise<Order> => {
      const order = normalizeOrder(await send(variables));
      if (!order) throw new Error('The server did not answer the updated order');
      return order;
    },
    onSuccess: (order) => queryClient.setQueryData(vendorOrdersQueryOptions().queryKey, (data) => replaceOrder(data, order)),
  });
}
