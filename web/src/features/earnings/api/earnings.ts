import { LEDGER_PAGE, type LedgerEntry, type Payout, PAYOUTS_PAGE, type VendorBalance } from '@seamline/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FRESH_LIST, getPage, pagedQueryOptions } from '@/lib/paging';

/** The vendor's three balances and next release date (docs/architecture.md#money-and-operator); money moves as orders do, so asked again on every visit. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['vendor', 'earnings', 'balance'],
    queryFn: ({ signal }) => api.get<VendorBalance>('/api/vendors/balance', { signal }),
    staleTime: 0,
  });

export const ledgerQueryOptions = () =>
  pagedQueryOptions(
    ['vendor', 'earnings', 'ledger'],
    (offset, signal) => getPage<LedgerEntry>('/api/vendors/ledger', { limit: LEDGER_PAGE, offset, signal }),
    FRESH_LIST,
  );

export const vendorPayoutsQueryOptions = () =>
  pagedQueryOptions(
    ['vendor', 'earnings', 'payouts'],
    (offset, signal) => getPage<Payout>('/api/vendors/payouts', { limit: PAYOUTS_PAGE, offset, signal }),
    FRESH_LIST,
  );

export const useBalance = () => useQuery(balanceQueryOptions());
export const useLedger = () => useInfiniteQuery(ledgerQueryOptions());
export const useVendorPayouts = () => useInfiniteQuery(vendorPayoutsQueryOptions());
