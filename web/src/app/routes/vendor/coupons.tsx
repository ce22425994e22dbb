import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { PageHeader } from '@/components/layout/page';
import { CouponsScreen } from '@/features/coupons/components/coupons-screen';
import { VendorPage } from './vendor-page';

export default function VendorCouponsRoute() {
  return (
    <VendorPage>
      <title>{`${PROMO_SCREEN_TEXTS.coupons} · Seamline`}</title>
      <PageHeader title={PROMO_SCREEN_TEXTS.coupons} description={PROMO_SCREEN_TEXTS.couponsIntro} />
      <CouponsScreen owner="vendor" />
    </VendorPage>
  );
}
