import type { ProductUpdate, VendorProduct } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProductsQueryOptions } from './get-vendor-products';

export const updateProduct = (input: ProductUpdate) => api.put<VendorProduct>('/api/vendors/updateProduct', input);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (_product, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['vendor-product-variants', Number(input.productId)] }),
        // The product page, as buyers see it.
        queryClient.invalidateQueries({ queryKey: ['product', String(input.productId)] }),
      ]),
  });
}
