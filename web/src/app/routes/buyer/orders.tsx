import { Page, PageHeader } from '@/components/layout/page';
import { OrderHistory } from '@/features/orders/components/order-history';

export default function BuyerOrdersRoute() {
  return (
    <Page className="max-w-4xl">
      <title>Order History · Seamline</title>
      <PageHeader title="Order History" description="Track your orders and see what you bought." />
      <OrderHistory />
    </Page>
  );
}
