import { formatPrice, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { PageHeader } from '@/components/layout/page';
import { CouponsScreen } from '@/features/coupons/components/coupons-screen';
import type { ScopeChoices } from '@/features/coupons/lib/scope-choices';
import { useVendorProducts } from '@/features/vendor-products/api/get-vendor-products';
import { loadedItems } from '@/lib/paging';
import { VendorPage } from './vendor-page';

/** The shop's products as its Products screen loads them, page by page: each by name, with its first image and price. */
function useProductChoices(): ScopeChoices {
  const products = useVendorProducts();
  const { items, total } = loadedItems(products.data);
  return {
    items: items.map((p) => ({ id: String(p.productId), name: p.productName, imageUrl: p.imageUrl, detail: formatPrice(p.price) })),
    total,
    pending: products.isPending,
    error: products.error,
    retry: () => void products.refetch(),
    more: products.hasNextPage ? { loading: products.isFetchingNextPage, load: () => void products.fetchNextPage() } : undefined,
  };
}

export default function VendorCouponsRoute() {
  const choices = useProductChoices();
  return (
    <VendorPage>
      <title>{`${PROMO_SCREEN_TEXTS.coupons} · Seamline`}</title>
      <PageHeader title={PROMO_SCREEN_TEXTS.coupons} description={PROMO_SCREEN_TEXTS.couponsIntro} />
      <CouponsScreen owner="vendor" choices={choices} />
    </VendorPage>
  );
}
