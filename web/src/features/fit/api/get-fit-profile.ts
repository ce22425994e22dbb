import type { FitProfile } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getFitProfile = (signal?: AbortSignal) => api.get<FitProfile>('/api/buyer/fitProfile', { signal });

/** The profile's key; each product's advice sits under it too (get-size-advice.ts). */
export const fitProfileQueryKey = ['fit-profile'] as const;

export const fitProfileQueryOptions = () =>
  queryOptions({ queryKey: [...fitProfileQueryKey, 'mine'], queryFn: ({ signal }) => getFitProfile(signal) });

export const useFitProfile = () => useQuery(fitProfileQueryOptions());
