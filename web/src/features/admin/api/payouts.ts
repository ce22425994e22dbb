import { type LedgerCheck, type Payout, type PayoutRun, PAYOUTS_PAGE, type PayoutUpdate } from '@seamline/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_LIST, getPage, pagedQueryOptions } from '@/lib/paging';

export const adminPayoutsQueryOptions = () =>
  pagedQueryOptions(
    ['admin', 'payouts'],
    (offset, signal) => getPage<Payout>('/api/admin/payouts', { limit: PAYOUTS_PAGE, offset, signal }),
    FRESH_LIST,
  );

export const ledgerCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'ledger-check'],
    queryFn: ({ signal }) => api.get<LedgerCheck>('/api/admin/ledger/check', { signal }),
    staleTime: 0,
  });

export const useAdminPayouts = () => useInfiniteQuery(adminPayoutsQueryOptions());
export const useLedgerCheck = () => useQuery(ledgerCheckQueryOptions());

/** What a payout change makes stale: the list, the check, the overview's payouts due, the audit. */
function useForgetPayouts() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [
      ['admin', 'payouts'],
      ['admin', 'ledger-check'],
      ['admin', 'overview'],
      ['admin', 'audit'],
    ])
      void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useRunPayouts() {
  const forget = useForgetPayouts();
  return useMutation({ mutationFn: () => api.post<PayoutRun>('/api/admin/payouts/run'), onSuccess: forget });
}

export function useSettlePayout() {
  const forget = useForgetPayouts();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & PayoutUpdate) => api.put<Payout>(`/api/admin/payouts/${id}`, { status }),
    onSuccess: forget,
  });
}
