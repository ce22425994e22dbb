import type { ShippingAddress } from '@seamline/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { TextField } from './text-field';

type AddressField = keyof ShippingAddress;

export interface AddressFieldsProps {
  /** The form's react-hook-form `register`. */
  register: (name: AddressField) => UseFormRegisterReturn;
  /** The form's errors; those of the four address fields show under them. */
  errors: Partial<Record<AddressField, { message?: string }>>;
  /** The country on a row of its own rather than beside the postal code. */
  wideCountry?: boolean;
  /** Before each field's id, when a form has a second address (a shop's return address). */
  idPrefix?: string;
  className?: string;
}

/** Address, City, Postal Code and Country: the address of registration and both profiles (spec §3). */
export function AddressFields({ register, errors, wideCountry = false, idPrefix = '', className }: AddressFieldsProps) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', className)}>
      <TextField
        id={`${idPrefix}addressLine1`}
        label="Address"
        autoComplete="address-line1"
        className="sm:col-span-2"
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField id={`${idPrefix}city`} label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <TextField
        id={`${idPrefix}postalCode`}
        label="Postal Code"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <TextField
        id={`${idPrefix}country`}
        label="Country"
        autoComplete="country-name"
        className={wideCountry ? 'sm:col-span-2' : undefined}
        error={errors.country?.message}
        {...register('country')}
      />
    </div>
  );
}
