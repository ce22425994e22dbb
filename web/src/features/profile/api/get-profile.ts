import type { BuyerProfile } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getBuyerProfile = () => api.get<BuyerProfile | null>('/api/buyer/profile');

export const buyerProfileQueryOptions = () => queryOptions({ queryKey: ['buyer-profile'], queryFn: getBuyerProfile });

export const useBuyerProfile = () => useQuery(buyerProfileQueryOptions());
