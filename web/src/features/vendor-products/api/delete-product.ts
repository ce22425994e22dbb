import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProductsQueryOptions } from './get-vendor-products';

export const deleteProduct = (productId: number) => api.delete<{ message: string }>('/api/vendors/deleteProduct', { productId });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
