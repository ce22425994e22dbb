import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '@/lib/query-client';
import type { CartState } from '../hooks/cart-context';
import { useBuyerCart } from '../hooks/use-buyer-cart';

export interface BuyerCartProps {
  buyerId: number;
  /** Called with the cart whenever it changes. */
  onChange: (buyerId: number, cart: CartState) => void;
}

function ReportCart({ buyerId, onChange }: BuyerCartProps) {
  const cart = useBuyerCart(buyerId);
  useEffect(() => onChange(buyerId, cart), [buyerId, cart, onChange]);
  return null;
}

/**
 * The buyer's cart, read and written through the app's one query cache (the screens', so checkout
 * and the cart page see the same cart); CartProvider loads it for buyers and passes the cart on.
 */
export default function BuyerCart(props: BuyerCartProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReportCart {...props} />
    </QueryClientProvider>
  );
}
