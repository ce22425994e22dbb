import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from '@/lib/router';
import { Page, PageHeader } from '@/components/layout/page';
import { ErrorBox } from '@/components/ui/error-box';
import { useCart } from '@/features/cart/hooks/use-cart';
import { CheckoutReturn } from '@/features/checkout/components/checkout-return';
import { useOrderPlaced } from '@/features/checkout/hooks/use-order-placed';
import { buyerOrdersQueryOptions } from '@/features/orders/api/get-orders';

/** `/buyer/checkout/return?paymentId=…`: back from 3-D Secure, the payment is confirmed here. */
export default function BuyerCheckoutReturnRoute() {
  const params = new URLSearchParams(useLocation().search);
  const paymentId = params.get('paymentId') ?? '';
  const { refreshCart } = useCart();
  const queryClient = useQueryClient();
  // The placed orders leave the cart and join the orders list.
  const refresh = useCallback(
    () => Promise.all([refreshCart(), queryClient.invalidateQueries({ queryKey: buyerOrdersQueryOptions().queryKey })]),
    [refreshCart, queryClient],
  );
  const placed = useOrderPlaced(refresh);
  return (
    <Page className="max-w-3xl">
      <title>Confirming payment · Seamline</title>
      <PageHeader title="Checkout" />
      {paymentId ? <CheckoutReturn paymentId={paymentId} onPlaced={placed} /> : <ErrorBox message="This link names no payment." />}
    </Page>
  );
}
