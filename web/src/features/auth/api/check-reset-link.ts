import { resetLinkCheckResponse } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether the reset link still works: unknown, used and expired all answer false. */
export const checkResetLink = async (token: string): Promise<boolean> =>
  resetLinkCheckResponse.parse(await api.post<unknown>('/api/registration/reset-password/check', { token }, { credentialCheck: true }))
    .usable;

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['reset-link', token], queryFn: () => checkResetLink(token), staleTime: 0, gcTime: 0, retry: false });

/** No token is a dead link at once, without asking. */
export const useResetLinkUsable = (token: string) => useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
