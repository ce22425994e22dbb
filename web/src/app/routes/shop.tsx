import { SHOP_TEXTS } from '@seamline/contract';
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { useShop } from '@/features/shops/api/get-shop';
import { ShopHeader } from '@/features/shops/components/shop-header';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { Link, useLocation, useNavigate, useParams } from '@/lib/router';
import { CardAddToCart } from './buyer/card-add-to-cart';

/** `/shop/{slug}` (docs/architecture.md#everyday-shop): the shop's name, rating and return policy over Browse Products scoped to it. */
export default function ShopRoute() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isBuyer = user?.role === 'buyer';
  const shop = useShop(slug);
  const moved = shop.data && shop.data.slug !== slug ? shop.data.slug : null;

  // An old slug: the address moves to the shop's slug now, filters and all.
  useEffect(() => {
    if (moved) navigate(`${paths.shop(moved)}${search}`, { replace: true });
  }, [moved, search, navigate]);

  if (shop.isPending) {
    return (
      <Page>
        <Spinner label="Loading the shop" />
      </Page>
    );
  }
  if (shop.isError) {
    // A slug no shop had and a suspended shop's answer alike: the page names no shop, title included.
    const message = isNotFound(shop.error) ? SHOP_TEXTS.shopUnavailable : errorMessage(shop.error, SHOP_TEXTS.shopFailed);
    return (
      <Page className="max-w-2xl">
        <title>{`${message} · Seamline`}</title>
        <ErrorBox
          message={message}
          action={
            <Link to={paths.buyer.dashboard} className={buttonClasses('secondary', 'sm')}>
              Back to shop
            </Link>
          }
        />
      </Page>
    );
  }
  const canSave = user?.role !== 'vendor' && user?.role !== 'admin';
  return (
    <Page>
      <title>{`${shop.data.vendorName} · Seamline`}</title>
      <ShopHeader shop={shop.data} />
      <ProductBrowser
        viewer={user?.id}
        scope={{ vendor: shop.data.vendorName }}
        renderAction={isBuyer ? (p) => <CardAddToCart product={p} /> : undefined}
        renderSave={canSave ? (p) => <WishlistHeart productId={p.productId} productName={p.productName} isBuyer={isBuyer} /> : undefined}
      />
    </Page>
  );
}
