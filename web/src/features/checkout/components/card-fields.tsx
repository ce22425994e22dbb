import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { type CheckoutFormInput, formatCardInput, formatExpiryInput } from '../lib/card-form';

export interface CardFieldsProps {
  control: Control<CheckoutFormInput>;
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  disabled: boolean;
}

/** Card number (grouped in fours as typed), expiry (MM / YY) and CVC, filled in by the browser's autofill. */
export function CardFields({ control, register, errors, disabled }: CardFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <Controller
        control={control}
        name="cardNumber"
        defaultValue=""
        render={({ field }) => (
          <TextField
            id="cardNumber"
            label="Card number"
            className="col-span-2"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            disabled={disabled}
            error={errors.cardNumber?.message}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatCardInput(event.target.value))}
          />
        )}
      />
      <Controller
        control={control}
        name="expiry"
        defaultValue=""
        render={({ field }) => (
          <TextField
            id="expiry"
            label="Expiry date"
            hint="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
            disabled={disabled}
            error={errors.expiry?.message}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatExpiryInput(event.target.value))}
          />
        )}
      />
      <TextField
        id="cvc"
        label="Security code (CVC)"
        hint="3 digits on the back"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={3}
        disabled={disabled}
        error={errors.cvc?.message}
        defaultValue=""
        {...register('cvc')}
      />
    </div>
  );
}
