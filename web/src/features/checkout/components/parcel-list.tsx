import { CART_TEXTS, formatPrice, fromCents, ORDER_TEXTS, toCents } from '@seamline/contract';
import { Package, Truck } from 'lucide-react';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { CheckoutLine, Parcel } from '../lib/parcels';

/** What changed on a line since it was added, line by line: its price, its stock. */
const lineNote = (line: CheckoutLine) =>
  [line.previousPrice === undefined ? undefined : CART_TEXTS.priceChanged(formatPrice(line.previousPrice)), line.problem]
    .filter(Boolean)
    .join(' · ') || undefined;

/** Each shop's parcel: its lines, and when it is expected (one order per shop). */
export function ParcelList({ parcels, expected }: { parcels: readonly Parcel[]; expected: string }) {
  return (
    <section aria-labelledby="parcels-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="parcels-heading" className="text-lg font-semibold text-zinc-900">
        Delivery
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{CART_TEXTS.shipsFrom(parcels.length)}. Shipping is free.</p>
      <ol className="mt-5 space-y-6">
        {parcels.map((parcel, index) => (
          <li key={parcel.vendorId} aria-labelledby={`parcel-${parcel.vendorId}`}>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 id={`parcel-${parcel.vendorId}`} className="flex items-center gap-2 font-semibold text-zinc-900">
                <Package className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
                Parcel {index + 1} of {parcels.length} · {CART_TEXTS.soldBy(parcel.vendorName)}
              </h3>
              <p className="flex items-center gap-1.5 text-sm text-green-800">
                <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
                {ORDER_TEXTS.expectedDelivery}: <time dateTime={expected}>{formatDate(expected)}</time>
              </p>
            </div>
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
              totals={[{ label: ORDER_TEXTS.subtotal, amount: parcel.subtotal }]}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
