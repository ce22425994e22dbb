import { PageHeader } from '@/components/layout/page';
import { OrderManagement } from '@/features/vendor-orders/components/order-management';
import { useAuth } from '@/lib/auth';
import { VendorPage } from './vendor-page';

export default function VendorOrdersRoute() {
  const { user } = useAuth();
  return (
    <VendorPage className="max-w-5xl">
      <title>Order Management · Seamline</title>
      <PageHeader title="Order Management" description="Process, ship and deliver the orders customers place with your store." />
      <OrderManagement storeName={user?.vendorName ?? ''} />
    </VendorPage>
  );
}
