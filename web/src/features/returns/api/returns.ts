import type {
  CreateReturnInput,
  ProductDetail,
  ProductReturnStats,
  Return,
  ReturnReceiveInput,
  ReturnResolution,
  ReturnStatus,
} from '@seamline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every list of returns (buyer, vendor, operator) lives under this key: a change refetches them all. */
export const RETURNS = ['returns'] as const;

export const buyerReturnsQuery = () =>
  queryOptions({ queryKey: [...RETURNS, 'buyer'], queryFn: () => api.get<Return[]>('/api/buyer/returns') });
export const vendorReturnsQuery = (status?: ReturnStatus) =>
  queryOptions({
    queryKey: [...RETURNS, 'vendor', status ?? 'all'],
    queryFn: () => api.get<Return[]>(status ? `/api/vendors/returns?status=${status}` : '/api/vendors/returns'),
  });
/** The vendor's return a slip's code stands for (decision 222): a list of one, or none. */
export const vendorReturnByCodeQuery = (code: string) =>
  queryOptions({
    queryKey: [...RETURNS, 'vendor', 'code', code],
    queryFn: () => api.get<Return[]>(`/api/vendors/returns?code=${encodeURIComponent(code)}`),
  });
export const adminReturnsQuery = (status?: ReturnStatus) =>
  queryOptions({
    queryKey: [...RETURNS, 'admin', status ?? 'all'],
    queryFn: () => api.get<Return[]>(status ? `/api/admin/returns?status=${status}` : '/api/admin/returns'),
  });
export const returnStatsQuery = () =>
  queryOptions({ queryKey: [...RETURNS, 'stats'], queryFn: () => api.get<ProductReturnStats[]>('/api/vendors/returnStats') });

export const useBuyerReturns = () => useQuery(buyerReturnsQuery());
export const useVendorReturns = (status?: ReturnStatus) => useQuery(vendorReturnsQuery(status));
export const useVendorReturnByCode = (code: string | null) => useQuery({ ...vendorReturnByCodeQuery(code ?? ''), enabled: code !== null });
export const useAdminReturns = (status?: ReturnStatus) => useQuery(adminReturnsQuery(status));
export const useReturnStats = () => useQuery(returnStatsQuery());
/** The product's sizes now (in stock, price), for an exchange. */
export const useProductForExchange = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['product', productId, 'exchange'],
    queryFn: () => api.get<ProductDetail>(`/api/buyer/product/${productId}`),
    enabled,
  });

/** A change to a return: its lists and the buyer's orders (returnable quantities) are asked again. */
function useReturnChange<T>(send: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RETURNS });
      void queryClient.invalidateQueries({ queryKey: ['buyer-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['vendor-orders'] });
    },
  });
}

export const useCreateReturn = () =>
  useReturnChange((input: CreateReturnInput) => api.post<{ returnId: number; status: 'requested' }>('/api/buyer/returns', input));
export const useBuyerReturnAction = () =>
  useReturnChange(
    ({ returnId, action, body }: { returnId: number; action: 'shipped' | 'cancel' | 'dispute'; body?: Record<string, unknown> }) =>
      api.post<Return>(`/api/buyer/returns/${returnId}/${action}`, body ?? {}),
  );
export const useVendorReturnAction = () =>
  useReturnChange(
    ({
      returnId,
      action,
      body,
    }: {
      returnId: number;
      action: 'approve' | 'reject' | 'receive';
      body?: { reason: string } | ReturnReceiveInput;
    }) => api.post<Return>(`/api/vendors/returns/${returnId}/${action}`, body ?? {}),
  );
export const useResolveReturn = () =>
  useReturnChange(({ returnId, outcome, note }: { returnId: number; outcome: ReturnResolution; note: string }) =>
    api.post<Return>(`/api/admin/returns/${returnId}/resolve`, { outcome, note }),
  );
/** A refund owed to a pay-on-delivery buyer, paid by hand: its reference recorded. */
export const useMarkRefundPaid = () =>
  useReturnChange(({ returnId, reference }: { returnId: number; reference: string }) =>
    api.post<Return>(`/api/admin/returns/${returnId}/refund-paid`, { reference }),
  );
