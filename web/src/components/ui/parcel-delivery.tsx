import { arrivesText, formatPrice, PROMO_SCREEN_TEXTS, type QuoteParcel, SHIPPING_TEXTS } from '@seamline/contract';
import { Truck } from 'lucide-react';

/** A delivery fee in words: 'Free delivery' or 'Delivery $4.95'. */
export const feeText = (fee: number) => (fee === 0 ? SHIPPING_TEXTS.freeDelivery : PROMO_SCREEN_TEXTS.shippingFee(formatPrice(fee)));

/** The chosen method's option of a parcel (standard when the quote names none). */
export const chosenOption = (parcel: QuoteParcel) =>
  parcel.shippingOptions.find((option) => option.method === parcel.shippingMethod) ?? parcel.shippingOptions[0];

/** 'Add $12.00 more from Linen Loft for free delivery', when the shop has free delivery and the parcel is short of it. */
export function FreeDeliveryHint({ parcel }: { parcel: QuoteParcel }) {
  if (!parcel.freeShippingRemaining) return null;
  return (
    <p className="text-sm font-medium text-brand-700" data-testid="add-for-free">
      {SHIPPING_TEXTS.addForFree(parcel.freeShippingRemaining, parcel.vendorName)}
    </p>
  );
}

/** A parcel's delivery: its fee and dates, and what it lacks for free delivery (the cart's parcels). */
export function ParcelDelivery({ parcel }: { parcel: QuoteParcel }) {
  const option = chosenOption(parcel);
  return (
    <div className="space-y-1" data-testid="parcel-delivery">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-800">
        <Truck className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
        <span className={parcel.shipping === 0 ? 'font-medium text-green-700' : 'font-medium'}>{feeText(parcel.shipping)}</span>
        {option && (
          <>
            <span aria-hidden="true">·</span>
            <span>{arrivesText(option.deliveryFrom, option.deliveryTo)}</span>
          </>
        )}
      </p>
      <FreeDeliveryHint parcel={parcel} />
    </div>
  );
}
