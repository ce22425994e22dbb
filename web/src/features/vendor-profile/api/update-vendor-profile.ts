import type { VendorProfile, VendorProfileInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProfileQueryOptions } from './get-vendor-profile';

/** docs/architecture.md#server-rules: the vendor profile persists through PUT (the spec's version made no call). */
export const updateVendorProfile = (input: VendorProfileInput) => api.put<VendorProfile>('/api/vendors/profile', input);

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: (profile) => queryClient.setQueryData(vendorProfileQueryOptions().queryKey, profile),
  });
}
