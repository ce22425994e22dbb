import type { ProductDetail } from '@seamline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The product as buyers see it, for its sizes × colours with their ids, own prices and SKUs (the edit dialog). */
export const getProductVariants = (productId: number) =>
  api
    .get<ProductDetail>(`/api/buyer/product/${productId}`)
    .then((product) => ({ product, basePrice: product.basePrice, variants: product.variants ?? [] }));

export const productVariantsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['vendor-product-variants', productId],
    queryFn: () => getProductVariants(productId),
    // Read afresh at each opening, and not again while the form is open (it starts from what was read).
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useProductVariants = (productId: number | undefined, enabled: boolean) =>
  useQuery({ ...productVariantsQueryOptions(productId ?? 0), enabled: enabled && productId !== undefined });
