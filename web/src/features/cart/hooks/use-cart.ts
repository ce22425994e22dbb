import { useContext } from 'react';
import { CartContext, type CartState } from './cart-context';

export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
