import { RETURN_SLIP_TEXTS, type VendorProfileInput } from '@seamline/contract';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { AddressFields } from '@/components/ui/address-fields';
import { TextareaField } from '@/components/ui/text-field';

const EMPTY = { addressLine1: '', city: '', postalCode: '', country: '' };

export interface ReturnAddressFieldsProps {
  register: UseFormRegister<VendorProfileInput>;
  watch: UseFormWatch<VendorProfileInput>;
  setValue: UseFormSetValue<VendorProfileInput>;
  errors: FieldErrors<VendorProfileInput>;
}

/**
 * Where buyers send returns (decision 221): the business address unless the shop unticks it and
 * gives another, and a short note shown with it once a return is approved.
 */
export function ReturnAddressFields({ register, watch, setValue, errors }: ReturnAddressFieldsProps) {
  const own = watch('returnAddress') ?? null;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-zinc-900">{RETURN_SLIP_TEXTS.returnAddress}</legend>
        <p className="text-sm text-zinc-600">{RETURN_SLIP_TEXTS.returnAddressHint}</p>
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={own === null}
            onChange={(e) => setValue('returnAddress', e.target.checked ? null : EMPTY, { shouldDirty: true })}
          />
          {RETURN_SLIP_TEXTS.sameAsBusiness}
        </label>
        {own !== null && (
          <AddressFields idPrefix="return-" register={(name) => register(`returnAddress.${name}`)} errors={errors.returnAddress ?? {}} />
        )}
      </fieldset>
      <TextareaField
        id="returnInstructions"
        label={RETURN_SLIP_TEXTS.instructionsLabel}
        rows={3}
        hint={RETURN_SLIP_TEXTS.instructionsHint}
        error={errors.returnInstructions?.message}
        {...register('returnInstructions')}
      />
    </div>
  );
}
