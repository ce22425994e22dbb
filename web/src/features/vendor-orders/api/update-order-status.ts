import type { SettableStatus, TrackingInput } from '@seamline/contract';
import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

export interface StatusChange extends TrackingInput {
  orderId: number;
  status: SettableStatus;
}

/** docs/architecture.md#server-rules: Process / Shipped / Completed persist; a disallowed move answers 409. Shipping may carry tracking. */
export const updateOrderStatus = (change: StatusChange) => api.put<unknown>('/api/vendors/updateOrderStatus', change);

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);
