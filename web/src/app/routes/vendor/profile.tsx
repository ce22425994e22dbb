import { Page, PageHeader } from '@/components/layout/page';
import { AccountSecurity } from '@/features/account/components/account-security';
import { VendorProfileView } from '@/features/vendor-profile/components/vendor-profile-view';

export default function VendorProfileRoute() {
  return (
    <Page className="max-w-3xl">
      <title>Vendor Profile · Seamline</title>
      <PageHeader title="Vendor Profile" description="Your store's name, contact person and business address." />
      <VendorProfileView />
      <AccountSecurity />
    </Page>
  );
}
