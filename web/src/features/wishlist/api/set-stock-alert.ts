import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stockAlertsQueryKey } from './get-stock-alerts';

export interface SetStockAlertInput {
  variantId: number;
  asked: boolean;
}

/** PUT asks 'Tell me when it's back', DELETE takes it back; each is safe to send twice. */
export const setStockAlert = ({ variantId, asked }: SetStockAlertInput) =>
  asked ? api.put<null>(`/api/buyer/stock-alerts/${variantId}`) : api.delete<null>(`/api/buyer/stock-alerts/${variantId}`);

export function useSetStockAlert(callbacks: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...stockAlertsQueryKey, 'set'],
    mutationFn: setStockAlert,
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertsQueryKey }),
  });
}
