import { PROMO_SCREEN_TEXTS, SHIPPING_TEXTS } from '@seamline/contract';
import { type FieldErrors, get, type UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { ShippingFormValues } from '../lib/shipping-form';

export interface RateFieldsProps {
  rate: 'standard' | 'express';
  register: UseFormRegister<ShippingFormValues>;
  errors: FieldErrors<ShippingFormValues>;
}

/** One delivery method's fees and transit days, each with its own message. */
export function RateFields({ rate, register, errors }: RateFieldsProps) {
  const method = SHIPPING_TEXTS[rate];
  const field = (name: 'firstItem' | 'additionalItem' | 'transitDays.0' | 'transitDays.1', label: string, money: boolean) => {
    const path = `${rate}.${name}` as const;
    return (
      <TextField
        id={`${rate}-${name.replace('.', '-')}`}
        label={label}
        type="number"
        inputMode={money ? 'decimal' : 'numeric'}
        step={money ? 0.01 : 1}
        min={0}
        max={money ? 500 : 30}
        error={(get(errors, path) as { message?: string } | undefined)?.message}
        {...register(path, { valueAsNumber: true })}
      />
    );
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {field('firstItem', PROMO_SCREEN_TEXTS.firstItem(method), true)}
      {field('additionalItem', PROMO_SCREEN_TEXTS.additionalItem(method), true)}
      {field('transitDays.0', PROMO_SCREEN_TEXTS.transitMin(method), false)}
      {field('transitDays.1', PROMO_SCREEN_TEXTS.transitMax(method), false)}
    </div>
  );
}
