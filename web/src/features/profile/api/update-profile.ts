import type { BuyerProfile, BuyerProfileInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { buyerProfileQueryOptions } from './get-profile';

/** docs/architecture.md#server-rules: the profile form persists through PUT (the spec's version made no call). */
export const updateBuyerProfile = (input: BuyerProfileInput) => api.put<BuyerProfile>('/api/buyer/profile', input);

export function useUpdateBuyerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyerProfile,
    onSuccess: (profile) => queryClient.setQueryData(buyerProfileQueryOptions().queryKey, profile),
  });
}
