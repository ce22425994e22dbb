import type { CheckoutResponse } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const checkout = () => api.post<CheckoutResponse>('/api/buyer/cart/checkout');

export const useCheckout = (options: { onSuccess?: (r: CheckoutResponse) => void; onError?: (e: Error) => void } = {}) =>
  useMutation({ mutationFn: checkout, ...options });
