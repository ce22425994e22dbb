import { useLocation, useNavigate } from '@/lib/router';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { CartView } from '@/features/cart/components/cart-view';
import BuyerCheckoutScreens from './checkout-screens';

/** The cart; under /buyer/checkout, the checkout screens, which share this route's chunk (see router.tsx). */
export default function BuyerCartRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname !== paths.buyer.cart) return <BuyerCheckoutScreens />;
  return (
    <Page>
      <title>Your Shopping Cart · Seamline</title>
      <PageHeader title="Your Shopping Cart" />
      <CartView onProceed={() => navigate(paths.buyer.checkout)} />
    </Page>
  );
}
