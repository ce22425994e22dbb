import type { ProductSummary } from '@seamline/contract';
import { useCart } from '@/features/cart/hooks/use-cart';
import { QuickAdd } from '@/features/products/components/quick-add';

/** A card's (or a saved product's) Add to Cart: the products' quick size picker putting one in the buyer's cart. */
export function CardAddToCart({ product }: { product: Pick<ProductSummary, 'productId' | 'productName'> }) {
  const { addToCart, pending } = useCart();
  return (
    <QuickAdd
      product={product}
      add={(variantId) => addToCart(product.productId, 1, variantId)}
      busy={pending.has(String(product.productId))}
    />
  );
}
