import type { PaymentsConfig } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the checkout page offers (docs/architecture.md#payments): the provider, its token endpoint and test cards, pay on delivery. */
export const getPaymentsConfig = () => api.get<PaymentsConfig>('/api/payments/config');

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments-config'], queryFn: getPaymentsConfig, staleTime: 5 * 60_000 });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
