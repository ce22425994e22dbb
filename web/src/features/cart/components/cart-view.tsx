import { API_MESSAGES, ERRORS, SUCCESS } from '@seamline/contract';
import { ShoppingBag } from 'lucide-react';
import { BrowseProductsLink } from '@/components/layout/browse-products-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCheckout } from '../api/checkout';
import { useCart } from '../hooks/use-cart';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';

/** The cart screen's body; `onCheckedOut` runs after a successful order (e.g. go to orders). */
export function CartView({ onCheckedOut }: { onCheckedOut: (orderIds: number[]) => void }) {
  const { items, totals, isLoading, error, pending, removeFromCart, refreshCart } = useCart();
  const checkout = useCheckout({
    onSuccess: (result) => {
      toast.success(SUCCESS.checkout.title, { description: SUCCESS.checkout.description });
      onCheckedOut(result.orderIds);
    },
    onError: (err) => {
      if (!endedSession(err)) toast.error(ERRORS.checkout.title, { description: errorMessage(err, ERRORS.checkout.fallback) });
    },
  });

  if (isLoading) return <PageSpinner label="Loading cart" />;
  if (error) {
    return <ErrorBox message={error} onRetry={() => refreshCart()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={API_MESSAGES.emptyCart}
        hint="Looks like you haven't added anything yet. Find something you love."
        action={<BrowseProductsLink />}
      />
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="items-heading" className="rounded-2xl border border-zinc-200 bg-white px-5 shadow-sm sm:px-6">
        <h2 id="items-heading" className="sr-only">
          Items in your cart
        </h2>
        <ul className="divide-y divide-zinc-200">
          {items.map((item) => (
            <CartLine key={item.id} item={item} removing={pending.has(item.productId)} onRemove={() => removeFromCart(item.productId)} />
          ))}
        </ul>
      </section>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          totals={totals}
          checkingOut={checkout.isPending}
          // The total shown is the total paid: the server refuses the order if it has moved since.
          onCheckout={() => checkout.mutate({ expectedTotal: totals.total })}
          pricesChanged={items.some((item) => item.previousPrice !== undefined)}
        />
      </div>
    </div>
  );
}
