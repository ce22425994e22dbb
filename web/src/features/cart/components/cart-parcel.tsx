import { CART_TEXTS, type CartQuote, type QuoteParcel } from '@seamline/contract';
import { Store } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ParcelDelivery } from '@/components/ui/parcel-delivery';
import type { ClientCartItem } from '../lib/to-client-item';

export interface ShopLines {
  vendorId: string;
  vendorName: string;
  items: ClientCartItem[];
}

/** The cart's lines by shop, in the order the shops first appear: one parcel (one order) each. */
export function shopsOf(items: readonly ClientCartItem[]): ShopLines[] {
  const byShop = new Map<string, ShopLines>();
  for (const item of items) {
    const shop = byShop.get(item.vendorId) ?? { vendorId: item.vendorId, vendorName: item.vendorName, items: [] };
    shop.items.push(item);
    byShop.set(item.vendorId, shop);
  }
  return [...byShop.values()];
}

export const parcelOf = (quote: CartQuote | undefined, vendorId: string): QuoteParcel | undefined =>
  quote?.parcels.find((parcel) => parcel.vendorId === vendorId);

/** One shop's lines in the cart, with the parcel's delivery fee and dates when the quote has them. */
export function CartParcel({ vendorName, quote, children }: { vendorName: string; quote: QuoteParcel | undefined; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="rounded-2xl border border-zinc-200 bg-white px-5 shadow-sm sm:px-6">
      <div className="space-y-2 border-b border-zinc-200 py-4">
        <h3 id={heading} className="flex items-center gap-2 font-semibold text-zinc-900">
          <Store className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
          {CART_TEXTS.soldBy(vendorName)}
        </h3>
        {quote && <ParcelDelivery parcel={quote} />}
      </div>
      <ul className="divide-y divide-zinc-200">{children}</ul>
    </section>
  );
}
