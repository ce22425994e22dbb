import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCart } from '../hooks/use-cart';

/** One-click Add to Cart (quantity 1) for product cards. */
export function AddToCartButton({ productId }: { productId: number }) {
  const { addToCart, pending } = useCart();
  return (
    <Button variant="primary" className="w-full" loading={pending.has(String(productId))} onClick={() => addToCart(productId, 1)}>
      {!pending.has(String(productId)) && <ShoppingBag className="h-4 w-4" aria-hidden="true" />}
      Add to Cart
    </Button>
  );
}
