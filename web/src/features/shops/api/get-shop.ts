import type { ShopPage } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/shops/{slug}; an old slug's 301 is followed, and the answer names the slug it has now. */
export const getShop = (slug: string) => api.get<ShopPage>(`/api/shops/${encodeURIComponent(slug)}`);

export const shopQueryOptions = (slug: string) => queryOptions({ queryKey: ['shop', slug], queryFn: () => getShop(slug) });

export const useShop = (slug: string) => useQuery(shopQueryOptions(slug));
