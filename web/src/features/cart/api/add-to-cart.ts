import type { CartAddInput, CartItem } from '@seamline/contract';
import { api } from '@/lib/api-client';

export const addToCart = (input: CartAddInput) => api.post<CartItem>('/api/buyer/cart/add', input);
