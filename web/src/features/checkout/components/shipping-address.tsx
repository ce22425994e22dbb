import type { ShippingAddress } from '@seamline/contract';
import { MapPin } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';

export interface ShippingAddressProps {
  /** The profile's address, which the order ships to unless changed here. */
  address: ShippingAddress;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  register: (name: keyof ShippingAddress) => UseFormRegisterReturn;
  errors: Partial<Record<keyof ShippingAddress, { message?: string }>>;
}

const hasAddress = (a: ShippingAddress) => Object.values(a).some((part) => part.trim() !== '');

/** Where the parcels go: the profile's address, or one typed for this order only (docs/architecture.md#payments). */
export function ShippingAddressSection({ address, editing, onEdit, onCancel, register, errors }: ShippingAddressProps) {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="ship-to-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ship-to-heading" className="text-lg font-semibold text-zinc-900">
          Shipping address
        </h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label="Change shipping address">
            Change
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-4">
          <p className="mb-4 text-sm text-zinc-600">This address is used for this order only; your profile keeps its own.</p>
          <AddressFields register={register} errors={errors} />
          {hasAddress(address) && (
            <Button variant="link" size="sm" className="mt-4" onClick={onCancel}>
              Ship to my profile address instead
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-3 flex gap-3 text-sm text-zinc-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
          <address className="not-italic leading-relaxed">
            <span className="block text-zinc-900">{address.addressLine1}</span>
            {cityLine && <span className="block">{cityLine}</span>}
            {address.country && <span className="block">{address.country}</span>}
          </address>
        </div>
      )}
    </section>
  );
}
