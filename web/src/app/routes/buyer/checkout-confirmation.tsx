import { useMemo } from 'react';
import { useLocation } from '@/lib/router';
import { Page, PageHeader } from '@/components/layout/page';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';

/** `/buyer/checkout/confirmation?orders=438,439`: the orders just placed and what happens next. */
export default function BuyerCheckoutConfirmationRoute() {
  const params = new URLSearchParams(useLocation().search);
  const raw = params.get('orders') ?? '';
  const orderIds = useMemo(
    () =>
      raw
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    [raw],
  );
  return (
    <Page className="max-w-4xl">
      <title>Order confirmed · Seamline</title>
      <PageHeader title="Order confirmed" />
      <OrderConfirmation orderIds={orderIds} />
    </Page>
  );
}
