import type { WishlistItem } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const wishlistQueryKey = ['wishlist'] as const;

export const getWishlist = () => api.get<WishlistItem[]>('/api/buyer/wishlist');

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistQueryKey, queryFn: getWishlist });

/** The buyer's saved products; hearts read it too, so only a buyer asks (`enabled`). */
export const useWishlist = (enabled = true) => useQuery({ ...wishlistQueryOptions(), enabled });
