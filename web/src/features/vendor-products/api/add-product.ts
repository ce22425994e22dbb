import type { ProductInput, VendorProduct } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { getToken } from '@/lib/session-storage';
import { vendorProductsQueryOptions } from './get-vendor-products';

const ADD_PRODUCT = '/api/vendors/addProduct';

export interface AddProductRequest {
  input: ProductInput;
  /** One per opening of the Add Product dialog: a repeat answers the product already made (decision 043). */
  idempotencyKey: string;
}

/**
 * POST addProduct with its Idempotency-Key header. The shared client sends no extra headers, so
 * this one request is sent here; a refused session (401/403, nothing created) is asked again
 * through the shared client, which then ends the session the one way every call does.
 */
export async function addProduct({ input, idempotencyKey }: AddProductRequest): Promise<VendorProduct> {
  const token = getToken();
  const response = await fetch(ADD_PRODUCT, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(input),
  });
  if (response.status === 401 || response.status === 403) return api.post<VendorProduct>(ADD_PRODUCT, input);
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const payload = (typeof data === 'object' && data) as { message?: unknown; fieldErrors?: Record<string, string> } | false;
    throw new ApiError(response.status, payload && typeof payload.message === 'string' ? payload.message : undefined, payload ? payload.fieldErrors : undefined, data);
  }
  return data as VendorProduct;
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorProductsQueryOptions().queryKey }),
  });
}
