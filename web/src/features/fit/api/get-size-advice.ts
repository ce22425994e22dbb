import type { SizeAdvice } from '@seamline/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fitProfileQueryKey } from './get-fit-profile';

export const getSizeAdvice = (productId: string, signal?: AbortSignal) =>
  api.get<SizeAdvice>(`/api/buyer/product/${encodeURIComponent(productId)}/sizeAdvice`, { signal });

/** Under the profile's key: saving or forgetting measurements asks every product's advice again. */
export const sizeAdviceQueryOptions = (productId: string, enabled = true) =>
  queryOptions({
    queryKey: [...fitProfileQueryKey, 'advice', productId],
    queryFn: enabled ? ({ signal }) => getSizeAdvice(productId, signal) : skipToken,
    // No advice is no loss: the page works without it, so a failure is not retried or shown.
    retry: false,
  });

/** The buyer's size in this product, with why; nothing is asked for anyone else. */
export const useSizeAdvice = (productId: string, enabled: boolean) => useQuery(sizeAdviceQueryOptions(productId, enabled));
