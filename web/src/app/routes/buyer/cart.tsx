import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { CartView } from '@/features/cart/components/cart-view';

export default function BuyerCartRoute() {
  const navigate = useNavigate();
  return (
    <Page>
      <title>Your Shopping Cart · Seamline</title>
      <PageHeader title="Your Shopping Cart" />
      <CartView onProceed={() => navigate(paths.buyer.checkout)} />
    </Page>
  );
}
