import { ADMIN_TEXTS, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { useAdminVendors } from '@/features/admin/api/vendors';
import { CouponsScreen } from '@/features/coupons/components/coupons-screen';
import type { ScopeChoices } from '@/features/coupons/lib/scope-choices';

/** Every shop, as the Vendors screen lists them, by name in alphabetical order; a suspended one says so. */
function useShopChoices(): ScopeChoices {
  const vendors = useAdminVendors();
  const shops = [...(vendors.data ?? [])].sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  return {
    items: shops.map((v) => ({
      id: String(v.id),
      name: v.vendorName,
      detail: v.status === 'suspended' ? ADMIN_TEXTS.statusLabels.suspended : undefined,
    })),
    total: shops.length,
    pending: vendors.isPending,
    error: vendors.error,
    retry: () => void vendors.refetch(),
  };
}

export default function AdminCouponsRoute() {
  const choices = useShopChoices();
  return (
    <Page>
      <title>{`${PROMO_SCREEN_TEXTS.coupons} · Operator · Seamline`}</title>
      <PageHeader title={PROMO_SCREEN_TEXTS.coupons} description={PROMO_SCREEN_TEXTS.platformCouponsIntro} />
      <CouponsScreen owner="admin" choices={choices} />
    </Page>
  );
}
