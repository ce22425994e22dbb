import { CART_TEXTS, formatPrice, fromCents, ORDER_TEXTS, PROMO_SCREEN_TEXTS, type QuoteParcel, toCents } from '@seamline/contract';
import { Package } from 'lucide-react';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import type { CheckoutLine, Parcel } from '../lib/parcels';
import type { CheckoutQuote } from '../lib/quote';
import { DeliveryChoice } from './delivery-choice';

/** What changed on a line since it was added, line by line: its price, its stock. */
const lineNote = (line: CheckoutLine) =>
  [line.previousPrice === undefined ? undefined : CART_TEXTS.priceChanged(formatPrice(line.previousPrice)), line.problem]
    .filter(Boolean)
    .join(' · ') || undefined;

/** A parcel's rows under its lines: its subtotal, its share of a code's discount, its delivery, tax and total (one order each). */
function parcelTotals(parcel: Parcel, quoted: QuoteParcel | undefined) {
  if (!quoted) return [{ label: ORDER_TEXTS.subtotal, amount: parcel.subtotal }];
  const totalCents = toCents(quoted.subtotal) - toCents(quoted.discount) + toCents(quoted.shipping) + toCents(quoted.tax);
  return [
    { label: ORDER_TEXTS.subtotal, amount: quoted.subtotal },
    ...(quoted.discount > 0 ? [{ label: PROMO_SCREEN_TEXTS.discount, amount: -quoted.discount }] : []),
    { label: PROMO_SCREEN_TEXTS.delivery, amount: quoted.shipping },
    { label: ORDER_TEXTS.tax, amount: quoted.tax },
    { label: ORDER_TEXTS.orderTotal, amount: fromCents(totalCents) },
  ];
}

/** Each shop's parcel (one order per shop): its lines, and with the quote its delivery choice, fee and dates. */
export function ParcelList({ parcels, quote }: { parcels: readonly Parcel[]; quote?: CheckoutQuote }) {
  return (
    <section aria-labelledby="parcels-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="parcels-heading" className="text-lg font-semibold text-zinc-900">
        Delivery
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{CART_TEXTS.shipsFrom(parcels.length)}.</p>
      <ol className="mt-5 space-y-6">
        {parcels.map((parcel, index) => {
          const quoted = quote?.quote?.parcels.find((p) => p.vendorId === parcel.vendorId);
          return (
            <li key={parcel.vendorId} aria-labelledby={`parcel-${parcel.vendorId}`} className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 id={`parcel-${parcel.vendorId}`} className="flex items-center gap-2 font-semibold text-zinc-900">
                  <Package className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
                  Parcel {index + 1} of {parcels.length} · {CART_TEXTS.soldBy(parcel.vendorName)}
                </h3>
              </div>
              {quoted && quote && (
                <DeliveryChoice
                  parcel={quoted}
                  chosen={quote.choices.shipping[parcel.vendorId]}
                  onChoose={(method) => quote.chooseShipping(parcel.vendorId, method)}
                />
              )}
              <ItemList
                lines={parcel.lines.map((line) => ({
                  key: line.id,
                  name: line.name,
                  variant: line.variant || undefined,
                  note: lineNote(line),
                  imageUrl: line.imageUrl,
                  href: paths.buyer.product(line.productId),
                  quantity: line.quantity,
                  unitPrice: line.price,
                  total: fromCents(toCents(line.price) * line.quantity),
                }))}
                totals={parcelTotals(parcel, quoted)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
