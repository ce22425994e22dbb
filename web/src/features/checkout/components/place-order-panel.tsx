import { CART_TEXTS, type CartTotals, formatPrice, PAYMENT_TEXTS, type PaymentMethod, TAX_RATE_PERCENT } from '@seamline/contract';
import { AlertTriangle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface PlaceOrderPanelProps {
  totals: CartTotals;
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

/** The total with tax, and 'Place order · $x', the one button that places the order. */
export function PlaceOrderPanel({ totals, method, sending, pricesChanged = false }: PlaceOrderPanelProps) {
  const row = 'flex justify-between text-sm';
  return (
    <section aria-labelledby="total-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="total-heading" className="text-lg font-semibold text-zinc-900">
        Order total
      </h2>
      <dl className="mt-5 space-y-3">
        <div className={row}>
          <dt className="text-zinc-600">
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium text-zinc-900">{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-zinc-600">Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd className="font-medium text-zinc-900">{formatPrice(totals.tax)}</dd>
        </div>
        <div className={row}>
          <dt className="text-zinc-600">Shipping</dt>
          <dd className="font-medium text-green-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-zinc-200 pt-3 text-base">
          <dt className="font-semibold text-zinc-900">Total</dt>
          <dd className="font-bold text-zinc-900">{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      {pricesChanged && (
        <p className="mt-5 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30 ring-inset">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {CART_TEXTS.pricesChanged}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-5 w-full" loading={sending} aria-describedby="when-paid">
        {PAYMENT_TEXTS.placeOrder(formatPrice(totals.total))}
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
