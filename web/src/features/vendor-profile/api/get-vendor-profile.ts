import type { VendorProfile } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getVendorProfile = () => api.get<VendorProfile | null>('/api/vendors/profile');

export const vendorProfileQueryKey = ['vendor-profile'] as const;

export const vendorProfileQueryOptions = () => queryOptions({ queryKey: vendorProfileQueryKey, queryFn: getVendorProfile });

export const useVendorProfile = () => useQuery(vendorProfileQueryOptions());
