import type { ProductDetail } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProduct = (id: string) => api.get<ProductDetail>(`/api/buyer/product/${encodeURIComponent(id)}`);

export const productQueryOptions = (id: string) => queryOptions({ queryKey: ['product', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
