import type { ShippingProfile } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getShippingProfile = () => api.get<ShippingProfile>('/api/vendors/shipping');

export const shippingQueryOptions = () => queryOptions({ queryKey: ['vendor-shipping'], queryFn: getShippingProfile });

export const useShippingProfile = () => useQuery(shippingQueryOptions());
