import type { VendorProfile } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getVendorProfile = () => api.get<VendorProfile | null>('/api/vendors/profile');

export const vendorProfileQueryOptions = () => queryOptions({ queryKey: ['vendor-profile'], queryFn: getVendorProfile });

export const useVendorProfile = () => useQuery(vendorProfileQueryOptions());
