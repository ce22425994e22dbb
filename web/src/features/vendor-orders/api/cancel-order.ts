import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** DESIGN §5: cancel from pending or processing; the stock is returned. */
export const cancelOrder = ({ orderId }: { orderId: number }) => api.put<unknown>('/api/vendors/cancelOrder', { orderId });

export const useCancelOrder = () => useOrderChange(cancelOrder);
