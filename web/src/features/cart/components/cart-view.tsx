import { API_MESSAGES, SHOPPER_TEXTS } from '@seamline/contract';
import { ShoppingBag } from 'lucide-react';
import { BrowseProductsLink } from '@/components/layout/browse-products-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/use-online';
import { useCart } from '../hooks/use-cart';
import { useKeepOneSize } from '../hooks/use-keep-one-size';
import { useQuote } from '../hooks/use-quote';
import { isFirstOfBracket } from '../lib/bracket';
import { useQuantityDrafts } from '../hooks/use-quantity-drafts';
import { blocksCheckout, countedItems, shopCount } from '../lib/line-problem';
import { lineKey } from '../lib/to-client-item';
import { BracketNote } from './bracket-note';
import { CartParcel, parcelOf, shopsOf } from './cart-parcel';
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

/**
 * The cart screen's body; `onProceed` runs on Proceed to Checkout (docs/architecture.md#payments: it opens the
 * checkout page, where the order is placed).
 */
export function CartView({ onProceed }: { onProceed: () => void }) {
  const { items, totals, isLoading, error, pending, removeFromCart, setQuantity, refreshCart } = useCart();
  const drafts = useQuantityDrafts(setQuantity);
  const online = useOnline();
  const sizes = useKeepOneSize();
  const quote = useQuote();

  // Offline the cart's request waits for the connection (and then goes out by itself): say so.
  if (isLoading && !online) return <CartOffline />;
  if (isLoading) return <PageSpinner label="Loading cart" />;
  if (error) {
    return online ? <ErrorBox message={error} onRetry={() => refreshCart()} /> : <CartOffline />;
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
      <section aria-labelledby="items-heading" className="min-w-0 space-y-4">
        <h2 id="items-heading" className="sr-only">
          Items in your cart
        </h2>
        {shopsOf(items).map((shop) => (
          <CartParcel key={shop.vendorId} vendorName={shop.vendorName} quote={parcelOf(quote.quote, shop.vendorId)}>
            {shop.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                quantity={drafts.quantityOf(item)}
                busy={pending.has(lineKey(item))}
                removing={pending.has(lineKey(item)) && !drafts.has(item)}
                onRemove={() => removeFromCart({ productId: item.productId, variantId: item.variantId || undefined })}
                onQuantityChange={(n) => drafts.change(item, n)}
                bracketNote={
                  item.bracket &&
                  isFirstOfBracket(items, item) && (
                    <BracketNote
                      bracket={item.bracket}
                      name={item.name}
                      busy={sizes.keeping || pending.size > 0}
                      onKeep={(size) => void sizes.keep(item, size)}
                    />
                  )
                }
              />
            ))}
          </CartParcel>
        ))}
      </section>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          totals={totals}
          quote={quote.quote}
          onCheckout={onProceed}
          pricesChanged={items.some((item) => item.available && item.previousPrice !== undefined)}
          shops={shopCount(items)}
          blocked={items.some(blocksCheckout)}
          leftOut={items.length - countedItems(items).length}
          waiting={drafts.busy || pending.size > 0}
        />
      </div>
    </div>
  );
}
