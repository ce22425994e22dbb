import type { SettableStatus, TrackingInput } from '@seamline/contract';
import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

export interface StatusChange extends TrackingInput {
  orderId: number;
  status: SettableStatus;
}

/** DESIGN §5: Process / Shipped / Completed persist; a disallowed move answers 409. Shipping may carry tracking (issue 28). */
export const updateOrderStatus = (change: StatusChange) => api.put<unknown>('/api/vendors/updateOrderStatus', change);

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);
