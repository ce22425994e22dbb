import { API_MESSAGES, CART_TEXTS, ERRORS, SHOPPER_TEXTS, SUCCESS } from '@seamline/contract';
import { ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { BrowseProductsLink } from '@/components/layout/browse-products-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';
import { useCheckout } from '../api/checkout';
import { useCart } from '../hooks/use-cart';
import { useQuantityDrafts } from '../hooks/use-quantity-drafts';
import { blocksCheckout, countedItems, shopCount } from '../lib/line-problem';
import { lineKey } from '../lib/to-client-item';
import { CartChangesNotice } from './cart-changes-notice';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';

/** Offline the shell says 'You are offline' above; here, that the cart is safe and comes back by itself. */
function CartOffline() {
  return (
    <div role="status">
      <EmptyState icon={ShoppingBag} title={SHOPPER_TEXTS.offlineCartTitle} hint={SHOPPER_TEXTS.offlineCart} />
    </div>
  );
}

/** The cart screen's body; `onCheckedOut` runs after a successful order (e.g. go to orders). */
export function CartView({ onCheckedOut }: { onCheckedOut: (orderIds: number[]) => void }) {
  const { items, version, totals, isLoading, error, pending, removeFromCart, setQuantity, refreshCart } = useCart();
  const drafts = useQuantityDrafts(setQuantity);
  const online = useOnline();
  // What another tab changed, when checkout was refused over it.
  const [changes, setChanges] = useState<string[] | null>(null);
  // A second click lands before the button has re-rendered as disabled: only the first places orders.
  const placing = useRef(false);
  const checkout = useCheckout({
    onSuccess: (result) => {
      const description = `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(result.orderIds.length)}.`;
      toast.success(SUCCESS.checkout.title, { description });
      onCheckedOut(result.orderIds);
    },
    onError: (err) => {
      if (!endedSession(err)) toast.error(ERRORS.checkout.title, { description: errorMessage(err, ERRORS.checkout.fallback) });
    },
    onCartChanged: setChanges,
  });

  // Offline the cart's request waits for the connection (and then goes out by itself): say so.
  if (isLoading && !online) return <CartOffline />;
  if (isLoading) return <PageSpinner label="Loading cart" />;
  if (error) {
    return online ? <ErrorBox message={error} onRetry={() => refreshCart()} /> : <CartOffline />;
  }
  const notice = changes && <CartChangesNotice changes={changes} onDismiss={() => setChanges(null)} />;
  if (items.length === 0) {
    return (
      <>
        {notice}
        <EmptyState
          icon={ShoppingBag}
          title={API_MESSAGES.emptyCart}
          hint="Looks like you haven't added anything yet. Find something you love."
          action={<BrowseProductsLink />}
        />
      </>
    );
  }

  const placeOrders = () => {
    if (placing.current) return;
    placing.current = true;
    setChanges(null);
    // The total shown is the total paid, and the lines shown are the lines ordered: the server
    // refuses the order if either has moved since.
    checkout.mutate(
      { expectedTotal: totals.total, cartVersion: version },
      {
        // After an order the cart is empty and the page moves on: nothing is left to place twice.
        onError: () => {
          placing.current = false;
        },
      },
    );
  };

  return (
    <>
      {notice}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="items-heading" className="rounded-2xl border border-zinc-200 bg-white px-5 shadow-sm sm:px-6">
          <h2 id="items-heading" className="sr-only">
            Items in your cart
          </h2>
          <ul className="divide-y divide-zinc-200">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                quantity={drafts.quantityOf(item)}
                busy={pending.has(lineKey(item))}
                removing={pending.has(lineKey(item)) && !drafts.has(item)}
                onRemove={() => removeFromCart({ productId: item.productId, variantId: item.variantId || undefined })}
                onQuantityChange={(n) => drafts.change(item, n)}
              />
            ))}
          </ul>
        </section>
        <div className="lg:sticky lg:top-24">
          <OrderSummary
            totals={totals}
            checkingOut={checkout.isPending}
            onCheckout={placeOrders}
            pricesChanged={items.some((item) => item.available && item.previousPrice !== undefined)}
            shops={shopCount(items)}
            blocked={items.some(blocksCheckout)}
            leftOut={items.length - countedItems(items).length}
            waiting={drafts.busy || pending.size > 0}
          />
        </div>
      </div>
    </>
  );
}
