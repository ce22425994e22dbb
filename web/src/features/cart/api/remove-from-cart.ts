import { api } from '@/lib/api-client';

export const removeFromCart = (productId: string | number) =>
  api.delete<{ message: string }>('/api/buyer/cart/delete', { productId });
