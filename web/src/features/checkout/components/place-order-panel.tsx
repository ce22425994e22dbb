import {
  CART_TEXTS,
  type CartQuote,
  type CartTotals,
  formatPrice,
  PAYMENT_TEXTS,
  type PaymentMethod,
  PROMO_SCREEN_TEXTS,
  TAX_RATE_PERCENT,
} from '@seamline/contract';
import type { ReactNode } from 'react';
import { AlertTriangle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface PlaceOrderPanelProps {
  totals: CartTotals;
  /** The server's figures for the choices made: what the order costs, and what checkout expects to charge. */
  quote: CartQuote | undefined;
  /** The quote is being worked out again: the button waits for the figures it would charge. */
  pricing?: boolean;
  /** The code field, above the figures it changes. */
  code?: ReactNode;
  method: PaymentMethod;
  /** The order is on its way (token, checkout, or the 3-D Secure page loading): the button waits. */
  sending: boolean;
  /** Some line's price moved since it was added: said where the buyer decides. */
  pricesChanged?: boolean;
}

const WHEN_PAID: Record<PaymentMethod, string> = {
  card: 'Your card is authorised now and charged for each parcel when its shop ships it.',
  on_delivery: 'You pay the courier when each parcel arrives.',
};

/** The code, the total with delivery, discount and tax, and 'Place order · $x', the one button that places the order. */
export function PlaceOrderPanel({ totals, quote, pricing = false, code, method, sending, pricesChanged = false }: PlaceOrderPanelProps) {
  const row = 'flex justify-between text-sm';
  const total = quote?.total ?? totals.total;
  return (
    <section aria-labelledby="total-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="total-heading" className="text-lg font-semibold text-zinc-900">
        Order total
      </h2>
      {code && <div className="mt-5">{code}</div>}
      <dl className="mt-5 space-y-3" aria-busy={pricing || undefined}>
        <div className={row}>
          <dt className="text-zinc-600">
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium text-zinc-900">{formatPrice(quote?.subtotal ?? totals.subtotal)}</dd>
        </div>
        {quote && quote.discount > 0 && (
          <div className={row}>
            <dt className="text-zinc-600">{PROMO_SCREEN_TEXTS.discount}</dt>
            <dd className="font-medium text-green-700">−{formatPrice(quote.discount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-zinc-600">Shipping</dt>
          {quote?.shipping === 0 ? (
            <dd className="font-medium text-green-700">Free</dd>
          ) : (
            <dd className="font-medium text-zinc-900">{quote ? formatPrice(quote.shipping) : PROMO_SCREEN_TEXTS.shippingPending}</dd>
          )}
        </div>
        <div className={row}>
          <dt className="text-zinc-600">Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd className="font-medium text-zinc-900">{formatPrice(quote?.tax ?? totals.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-zinc-200 pt-3 text-base">
          <dt className="font-semibold text-zinc-900">Total</dt>
          <dd className="font-bold text-zinc-900">{formatPrice(total)}</dd>
        </div>
      </dl>
      {pricesChanged && (
        <p className="mt-5 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30 ring-inset">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {CART_TEXTS.pricesChanged}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-5 w-full" loading={sending} disabled={!quote || pricing} aria-describedby="when-paid">
        {PAYMENT_TEXTS.placeOrder(formatPrice(total))}
      </Button>
      <p id="when-paid" className="mt-3 text-sm text-zinc-600">
        {WHEN_PAID[method]}
      </p>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-zinc-500">
        <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Card details go straight to the payment provider
      </p>
    </section>
  );
}
