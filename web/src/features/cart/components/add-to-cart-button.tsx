import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCart } from '../hooks/use-cart';

/** One-click Add to Cart (quantity 1) for product cards; a product sold in sizes opens its page to choose one. */
export function AddToCartButton({ productId }: { productId: number }) {
  const { addToCart, pending } = useCart();
  const navigate = useNavigate();
  return (
    <Button
      variant="primary"
      className="w-full"
      loading={pending.has(String(productId))}
      onClick={async () => {
        if ((await addToCart(productId, 1)) === 'choose') navigate(paths.buyer.product(productId));
      }}
    >
      {!pending.has(String(productId)) && <ShoppingBag className="h-4 w-4" aria-hidden="true" />}
      Add to Cart
    </Button>
  );
}
