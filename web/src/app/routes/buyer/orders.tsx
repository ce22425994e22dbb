import { Page, PageHeader } from '@/components/layout/page';
import { OrderHistory } from '@/features/orders/components/order-history';
import { BuyerReturnsList } from '@/features/returns/components/buyer-returns-list';
import { OrderReturns } from '@/features/returns/components/order-returns';

export default function BuyerOrdersRoute() {
  return (
    <Page className="max-w-4xl">
      <title>Order History · Seamline</title>
      <PageHeader title="Order History" description="Track your orders and see what you bought." />
      <OrderHistory
        // An exchange's replacement may be returned or exchanged too; its refund is what its sale paid (decision 158).
        renderReturns={(order) => <OrderReturns order={order} />}
      />
      <BuyerReturnsList />
    </Page>
  );
}
