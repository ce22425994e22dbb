import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { CouponsScreen } from '@/features/coupons/components/coupons-screen';

export default function AdminCouponsRoute() {
  return (
    <Page>
      <title>{`${PROMO_SCREEN_TEXTS.coupons} · Operator · Seamline`}</title>
      <PageHeader title={PROMO_SCREEN_TEXTS.coupons} description={PROMO_SCREEN_TEXTS.platformCouponsIntro} />
      <CouponsScreen owner="admin" />
    </Page>
  );
}
