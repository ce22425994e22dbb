import { API_MESSAGES, CART_TEXTS, ERRORS, STOCK_TEXTS, splitAddress } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from '@/lib/router';
import { BrowseProductsLink } from '@/components/layout/browse-products-link';
import { Page, PageHeader } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCheckout } from '@/features/cart/api/checkout';
import { CartChangesNotice } from '@/features/cart/components/cart-changes-notice';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartReadOnOpen } from '@/features/cart/hooks/use-cart-read-on-open';
import { useQuote } from '@/features/cart/hooks/use-quote';
import { availableItems, blocksCheckout, lineProblem } from '@/features/cart/lib/line-problem';
import type { ClientCartItem } from '@/features/cart/lib/to-client-item';
import { usePaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { ParcelList } from '@/features/checkout/components/parcel-list';
import { useOrderPlaced } from '@/features/checkout/hooks/use-order-placed';
import { parcelsOf } from '@/features/checkout/lib/parcels';
import { buyerOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { useBuyerProfile } from '@/features/profile/api/get-profile';
import { errorMessage } from '@/lib/api-error';

/** What stops checkout on a line, in the cart's words: 'Out of Stock', 'Only 1 left — lower the quantity to 1'. */
function stockNote(item: ClientCartItem): string | undefined {
  const problem = lineProblem(item);
  if (problem === 'out-of-stock') return item.availabilityStatus || STOCK_TEXTS.outOfStock;
  if (problem === 'above-stock' && item.stockQuantity !== undefined) return CART_TEXTS.lowerQuantity(item.stockQuantity);
  return undefined;
}

function CheckoutBody() {
  const cart = useCart();
  // The page shows the cart as the server has it now, not as this tab last saw it.
  const fresh = useCartReadOnOpen();
  const profile = useBuyerProfile();
  const config = usePaymentsConfig();
  const quote = useQuote();
  const queryClient = useQueryClient();
  // What another tab changed, when placing the order was refused over it.
  const [changes, setChanges] = useState<string[] | null>(null);
  const checkout = useCheckout({ onCartChanged: setChanges });
  // The cart refreshes itself after checkout; the orders list learns of the new orders.
  const refreshOrders = useCallback(() => queryClient.invalidateQueries({ queryKey: buyerOrdersQueryOptions().queryKey }), [queryClient]);
  const placed = useOrderPlaced(refreshOrders);
  const lines = useMemo(() => availableItems(cart.items).map((item) => ({ ...item, problem: stockNote(item) })), [cart.items]);
  const address = useMemo(() => splitAddress(profile.data?.address), [profile.data]);

  if (cart.isLoading || !fresh || profile.isPending || config.isPending) return <PageSpinner label="Loading checkout" />;
  if (cart.error) return <ErrorBox message={cart.error} onRetry={() => cart.refreshCart()} />;
  if (profile.isError)
    return <ErrorBox message={errorMessage(profile.error, ERRORS.profileLoad.error)} onRetry={() => profile.refetch()} />;
  if (config.isError) return <ErrorBox message={errorMessage(config.error, ERRORS.checkout.fallback)} onRetry={() => config.refetch()} />;
  if (lines.length === 0) {
    // Just placed: the emptied cart shows only until the confirmation page opens.
    if (checkout.isPending || checkout.isSuccess) return <PageSpinner label="Placing your order" />;
    return (
      <EmptyState
        icon={ShoppingBag}
        title={API_MESSAGES.emptyCart}
        hint="Add something to your cart to check out."
        action={<BrowseProductsLink />}
      />
    );
  }
  if (cart.items.some(blocksCheckout)) {
    // One message, and each line says what changed (its price, its stock), before any card is asked for.
    return (
      <div className="space-y-6">
        <ErrorBox
          title="Some items need your attention"
          message="An item in your cart is sold out or above the stock left. Fix it in your cart to check out."
          action={
            <Link to={paths.buyer.cart} className={buttonClasses('secondary', 'sm')}>
              Back to your cart
            </Link>
          }
        />
        <ParcelList parcels={parcelsOf(lines)} />
      </div>
    );
  }
  return (
    <CheckoutView
      lines={lines}
      totals={cart.totals}
      quote={quote}
      profileAddress={address}
      config={config.data}
      place={(order) => {
        setChanges(null);
        return checkout.mutateAsync({ ...order, cartVersion: cart.version });
      }}
      onPlaced={placed}
      notice={changes && <CartChangesNotice changes={changes} onDismiss={() => setChanges(null)} />}
    />
  );
}

export default function BuyerCheckoutRoute() {
  return (
    <Page>
      <title>Checkout · Seamline</title>
      <PageHeader
        title="Checkout"
        description="Check where your order goes and how you pay, then place it."
        actions={
          <Link to={paths.buyer.cart} className={buttonClasses('ghost', 'sm')}>
            Back to cart
          </Link>
        }
      />
      <CheckoutBody />
    </Page>
  );
}
