import { arrivesText, PROMO_SCREEN_TEXTS, type QuoteParcel, SHIPPING_TEXTS, type ShippingMethod } from '@seamline/contract';
import { FreeDeliveryHint, feeText, ParcelDelivery } from '@/components/ui/parcel-delivery';
import { cn } from '@/lib/cn';

const METHOD_LABEL: Record<ShippingMethod, string> = { standard: SHIPPING_TEXTS.standard, express: SHIPPING_TEXTS.express };

export interface DeliveryChoiceProps {
  parcel: QuoteParcel;
  /** The buyer's choice, shown at once while the quote for it is on its way. */
  chosen?: ShippingMethod;
  onChoose: (method: ShippingMethod) => void;
  disabled?: boolean;
}

/**
 * A parcel's delivery: Standard or Express as a radio group, each with its fee and dates, when the
 * shop offers express; its one way and dates otherwise.
 */
export function DeliveryChoice({ parcel, chosen, onChoose, disabled = false }: DeliveryChoiceProps) {
  if (parcel.shippingOptions.length < 2) return <ParcelDelivery parcel={parcel} />;
  const name = `delivery-${parcel.vendorId}`;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-zinc-900">{PROMO_SCREEN_TEXTS.deliveryChoice(parcel.vendorName)}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {parcel.shippingOptions.map((option) => {
          const checked = option.method === (chosen ?? parcel.shippingMethod);
          return (
            <label
              key={option.method}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600' : 'border-zinc-300 hover:border-zinc-400',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.method}
                checked={checked}
                disabled={disabled}
                onChange={() => onChoose(option.method)}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex justify-between gap-2 font-medium text-zinc-900">
                  {METHOD_LABEL[option.method]}
                  <span className="tabular-nums">{feeText(option.fee)}</span>
                </span>
                <span className="mt-0.5 block text-zinc-600">{arrivesText(option.deliveryFrom, option.deliveryTo)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FreeDeliveryHint parcel={parcel} />
    </fieldset>
  );
}
