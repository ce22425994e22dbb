import { PageHeader } from '@/components/layout/page';
import { VendorDashboard } from '@/features/vendor-dashboard/components/vendor-dashboard';
import { useAuth } from '@/lib/auth';
import { VendorPage } from './vendor-page';

export default function VendorDashboardRoute() {
  const { user } = useAuth();
  return (
    <VendorPage>
      <title>Vendor Dashboard · Seamline</title>
      <PageHeader
        title="Vendor Dashboard"
        description={user?.vendorName ? `How ${user.vendorName} is selling.` : 'How your store is selling.'}
      />
      <VendorDashboard />
    </VendorPage>
  );
}
