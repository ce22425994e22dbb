import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** docs/architecture.md#server-rules: cancel from pending or processing; the stock is returned. */
export const cancelOrder = ({ orderId }: { orderId: number }) => api.put<unknown>('/api/vendors/cancelOrder', { orderId });

export const useCancelOrder = () => useOrderChange(cancelOrder);
