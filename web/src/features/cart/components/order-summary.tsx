import {
  CART_TEXTS,
  type CartQuote,
  type CartTotals,
  formatPrice,
  PROMO_SCREEN_TEXTS,
  SHOPPER_TEXTS,
  TAX_RATE_PERCENT,
} from '@seamline/contract';
import { AlertTriangle, Lock, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';

export interface OrderSummaryProps {
  totals: CartTotals;
  /** The server's figures with each parcel's delivery (and a code's discount); the cart's own until they come. */
  quote?: CartQuote;
  checkingOut?: boolean;
  onCheckout: () => void;
  /** Some line's price moved since it was added: said by the button, where the buyer decides. */
  pricesChanged?: boolean;
  /** How many shops the ordered lines come from: one order each. */
  shops?: number;
  /** Some line must be fixed first (above the stock, or sold out): checkout waits for it. */
  blocked?: boolean;
  /** A change to the cart is still being saved: checkout waits for it. */
  waiting?: boolean;
  /** Lines no longer sold or sold out: the total leaves them out and says so. */
  leftOut?: number;
}

/** Subtotal, estimated tax (8%), shipping (the parcels' fees, or Free) and total (spec §2, §9). */
export function OrderSummary({
  totals,
  quote,
  checkingOut = false,
  onCheckout,
  pricesChanged = false,
  shops = 0,
  blocked = false,
  waiting = false,
  leftOut = 0,
}: OrderSummaryProps) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-zinc-900">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3">
        <DetailRow label="Subtotal">{formatPrice(quote?.subtotal ?? totals.subtotal)}</DetailRow>
        {quote && quote.discount > 0 && (
          <DetailRow label={PROMO_SCREEN_TEXTS.discount} valueClassName="font-medium text-green-700">
            −{formatPrice(quote.discount)}
          </DetailRow>
        )}
        <DetailRow label={`Estimated Tax (${TAX_RATE_PERCENT}%)`}>{formatPrice(quote?.tax ?? totals.tax)}</DetailRow>
        {quote?.shipping === 0 ? (
          <DetailRow label="Shipping" valueClassName="font-medium text-green-700">
            Free
          </DetailRow>
        ) : (
          <DetailRow label="Shipping">{quote ? formatPrice(quote.shipping) : PROMO_SCREEN_TEXTS.shippingPending}</DetailRow>
        )}
        <DetailRow look="total" label="Total">
          {formatPrice(quote?.total ?? totals.total)}
        </DetailRow>
      </dl>
      {leftOut > 0 && (
        <p className="mt-3 text-sm text-zinc-600" data-testid="left-out-of-total">
          {SHOPPER_TEXTS.leftOutOfTotal(leftOut)}
        </p>
      )}
      {pricesChanged && (
        <p className="mt-5 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30 ring-inset">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {CART_TEXTS.pricesChanged}
        </p>
      )}
      {shops > 0 && (
        <p className="mt-5 flex gap-2 text-sm text-zinc-700">
          <Store className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
          {CART_TEXTS.shipsFrom(shops)}
        </p>
      )}
      <Button
        size="lg"
        className="mt-5 w-full"
        onClick={onCheckout}
        loading={checkingOut}
        disabled={blocked || waiting || totals.itemCount === 0}
        aria-describedby={blocked ? 'checkout-blocked' : undefined}
      >
        Proceed to Checkout
      </Button>
      {blocked && (
        <p id="checkout-blocked" className="mt-3 flex gap-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {CART_TEXTS.fixLines}
        </p>
      )}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-zinc-500">
        <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Secure checkout
      </p>
    </section>
  );
}
