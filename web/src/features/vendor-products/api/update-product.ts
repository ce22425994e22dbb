import type { ProductUpdate, VendorProduct } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProductsQueryOptions } from './get-vendor-products';

export const updateProduct = (input: ProductUpdate) => api.put<VendorProduct>('/api/vendors/updateProduct', input);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
