import type { AdminVendor, AdminVendorUpdate } from '@seamline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'vendors'],
    queryFn: ({ signal }) => api.get<AdminVendor[]>('/api/admin/vendors', { signal }),
    staleTime: 0,
  });

export const useAdminVendors = () => useQuery(adminVendorsQueryOptions());

/** Sets a vendor's commission; the list shows the answer, and the audit is asked again. */
export function useUpdateAdminVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminVendorUpdate }) => api.put<AdminVendor>(`/api/admin/vendors/${id}`, change),
    onSuccess: (vendor) => {
      queryClient.setQueryData(adminVendorsQueryOptions().queryKey, (list) => list?.map((v) => (v.id === vendor.id ? vendor : v)));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
