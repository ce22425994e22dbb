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
        renderReturns={(order) =>
          order.orderKind === 'sale' && (
            <OrderReturns
              order={{
                ...order,
                items: order.items.map((i) => ({ ...i, unitPrice: i.unitPrice })),
              }}
            />
          )
        }
      />
      <BuyerReturnsList />
    </Page>
  );
}
