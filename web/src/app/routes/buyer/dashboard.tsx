import { LABELS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { useAuth } from '@/lib/auth';

export default function BuyerDashboardRoute() {
  const { user } = useAuth();
  const isBuyer = user?.role === 'buyer';
  return (
    <Page>
      <title>{`${LABELS.browseProducts} · Seamline`}</title>
      <PageHeader title={LABELS.browseProducts} description="Clothing and shoes for women, men and kids from independent vendors." />
      <ProductBrowser viewer={user?.id} renderAction={isBuyer ? (p) => <AddToCartButton productId={p.productId} /> : undefined} />
    </Page>
  );
}
