import type { ProductInput, VendorProduct } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorProductsQueryOptions } from './get-vendor-products';

const ADD_PRODUCT = '/api/vendors/addProduct';

export interface AddProductRequest {
  input: ProductInput;
  /** One per opening of the Add Product dialog: a repeat answers the product already made (decision 043). */
  idempotencyKey: string;
}

/** POST addProduct with its Idempotency-Key header. */
export const addProduct = ({ input, idempotencyKey }: AddProductRequest) =>
  api.post<VendorProduct>(ADD_PRODUCT, input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
