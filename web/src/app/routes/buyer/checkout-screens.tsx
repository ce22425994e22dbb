import { useLocation } from '@/lib/router';
import { paths } from '@/config/paths';
import BuyerCheckoutRoute from './checkout';
import BuyerCheckoutConfirmationRoute from './checkout-confirmation';
import BuyerCheckoutReturnRoute from './checkout-return';

/**
 * The screens under /buyer/checkout (docs/architecture.md#payments): the checkout page, `return` (back from 3-D
 * Secure) and `confirmation`. Chosen by path here rather than by a nested <Routes>, which keeps
 * the app's entry chunk from exporting the router's parts to this one.
 */
export default function BuyerCheckoutScreens() {
  const { pathname } = useLocation();
  if (pathname === `${paths.buyer.checkout}/return`) return <BuyerCheckoutReturnRoute />;
  if (pathname === `${paths.buyer.checkout}/confirmation`) return <BuyerCheckoutConfirmationRoute />;
  return <BuyerCheckoutRoute />;
}
