import { WISHLIST_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { StockAlertList } from '@/features/wishlist/components/stock-alert-list';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { CardAddToCart } from './card-add-to-cart';

export default function BuyerWishlistRoute() {
  return (
    <Page className="max-w-4xl">
      <title>{`${WISHLIST_TEXTS.title} · Seamline`}</title>
      <PageHeader title={WISHLIST_TEXTS.title} description="What you saved for later, at today's price." />
      <WishlistView addToCart={(item) => <CardAddToCart product={item} />} />
      <StockAlertList />
    </Page>
  );
}
