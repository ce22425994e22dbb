import type { ProductInput, VendorProduct } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProductsQueryOptions } from './get-vendor-products';

export const addProduct = (input: ProductInput) => api.post<VendorProduct>('/api/vendors/addProduct', input);

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
