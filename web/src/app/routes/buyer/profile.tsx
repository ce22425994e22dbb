import { Page, PageHeader } from '@/components/layout/page';
import { AccountSecurity } from '@/features/account/components/account-security';
import { BuyerProfileView } from '@/features/profile/components/buyer-profile';

export default function BuyerProfileRoute() {
  return (
    <Page className="max-w-3xl">
      <title>Your Profile · Seamline</title>
      <PageHeader title="Your Profile" description="Your details and the address we ship your orders to." />
      <BuyerProfileView />
      <AccountSecurity />
    </Page>
  );
}
