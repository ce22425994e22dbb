import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

/** Spec §4 Auto Deliver: sets the status to Delivered (409 for a cancelled order). */
export const markOrderAsDelivered = ({ orderId }: { orderId: number }) =>
  api.put<unknown>('/api/vendors/markOrderAsDelivered', { orderId });

export const useMarkDelivered = () => useOrderChange(markOrderAsDelivered);
