import type { SettableStatus } from '@seamline/contract';
import { api } from '@/lib/api-client';
import { useOrderChange } from './use-order-change';

export interface StatusChange {
  orderId: number;
  status: SettableStatus;
}

/** DESIGN §5: Process / Shipped / Completed persist; a disallowed move answers 409. */
export const updateOrderStatus = (change: StatusChange) => api.put<unknown>('/api/vendors/updateOrderStatus', change);

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);
