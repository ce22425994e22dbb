import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { PageHeader } from '@/components/layout/page';
import { ShippingSettings } from '@/features/vendor-shipping/components/shipping-settings';
import { VendorPage } from './vendor-page';

export default function VendorShippingRoute() {
  return (
    <VendorPage className="max-w-3xl">
      <title>{`${PROMO_SCREEN_TEXTS.shippingTitle} · Seamline`}</title>
      <PageHeader title={PROMO_SCREEN_TEXTS.shippingTitle} description={PROMO_SCREEN_TEXTS.shippingIntro} />
      <ShippingSettings />
    </VendorPage>
  );
}
