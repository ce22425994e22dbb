import { LABELS, type ProductSummary } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { QuickAdd } from '@/features/products/components/quick-add';
import { useAuth } from '@/lib/auth';

/** A card's Add to Cart: the products' quick size picker putting one in the buyer's cart. */
function CardAddToCart({ product }: { product: ProductSummary }) {
  const { addToCart, pending } = useCart();
  return (
    <QuickAdd
      product={product}
      add={(variantId) => addToCart(product.productId, 1, variantId)}
      busy={pending.has(String(product.productId))}
    />
  );
}

export default function BuyerDashboardRoute() {
  const { user } = useAuth();
  const isBuyer = user?.role === 'buyer';
  return (
    <Page>
      <title>{`${LABELS.browseProducts} · Seamline`}</title>
      <PageHeader title={LABELS.browseProducts} description="Clothing and shoes for women, men and kids from independent vendors." />
      <ProductBrowser viewer={user?.id} renderAction={isBuyer ? (p) => <CardAddToCart product={p} /> : undefined} />
    </Page>
  );
}
