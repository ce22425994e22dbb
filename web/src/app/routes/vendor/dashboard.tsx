import { Page, PageHeader } from '@/components/layout/page';
import { VendorDashboard } from '@/features/vendor-dashboard/components/vendor-dashboard';
import { useAuth } from '@/lib/auth';

export default function VendorDashboardRoute() {
  const { user } = useAuth();
  return (
    <Page>
      <title>Vendor Dashboard · Seamline</title>
      <PageHeader
        title="Vendor Dashboard"
        description={user?.vendorName ? `How ${user.vendorName} is selling.` : 'How your store is selling.'}
      />
      <VendorDashboard />
    </Page>
  );
}
