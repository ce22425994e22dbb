import { LABELS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { useAuth } from '@/lib/auth';
import { CardAddToCart } from './card-add-to-cart';

export default function BuyerDashboardRoute() {
  const { user } = useAuth();
  const isBuyer = user?.role === 'buyer';
  return (
    <Page>
      <title>{`${LABELS.browseProducts} · Seamline`}</title>
      <PageHeader title={LABELS.browseProducts} description="Clothing and shoes for women, men and kids from independent vendors." />
      <ProductBrowser
        viewer={user?.id}
        renderAction={isBuyer ? (p) => <CardAddToCart product={p} /> : undefined}
        renderSave={(p) => <WishlistHeart productId={p.productId} productName={p.productName} isBuyer={isBuyer} />}
      />
    </Page>
  );
}
