import { Page, PageHeader } from '@/components/layout/page';
import { AccountSecurity } from '@/features/account/components/account-security';
import { MySizes } from '@/features/fit/components/my-sizes';
import { BuyerProfileView } from '@/features/profile/components/buyer-profile';

export default function BuyerProfileRoute() {
  return (
    <Page className="max-w-3xl">
      <title>Your Profile · Seamline</title>
      <PageHeader title="Your Profile" description="Your details, the address we ship your orders to, and your sizes." />
      <BuyerProfileView />
      <MySizes />
      <AccountSecurity />
    </Page>
  );
}
