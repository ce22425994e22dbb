import type { ShippingProfile } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shippingQueryOptions } from './get-shipping';

/** `PUT /api/vendors/shipping` (docs/architecture.md#shipping-and-promotions): the whole profile, answered as saved. */
export const saveShippingProfile = (profile: ShippingProfile) => api.put<ShippingProfile>('/api/vendors/shipping', profile);

export function useSaveShippingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingProfile,
    onSuccess: (profile) => queryClient.setQueryData(shippingQueryOptions().queryKey, profile),
  });
}
