import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { CartView } from '@/features/cart/components/cart-view';
import { buyerOrdersQueryOptions } from '@/features/orders/api/get-orders';

export default function BuyerCartRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Page>
      <title>Your Shopping Cart · Seamline</title>
      <PageHeader title="Your Shopping Cart" />
      <CartView
        onCheckedOut={async () => {
          await queryClient.invalidateQueries({ queryKey: buyerOrdersQueryOptions().queryKey });
          navigate(paths.buyer.orders);
        }}
      />
    </Page>
  );
}
