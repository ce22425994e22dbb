import { ERRORS, PROMO_SCREEN_TEXTS, SHIPPING_TEXTS, type ShippingProfile, shippingProfile } from '@seamline/contract';
import { type Path, useForm } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import { SaveChanges } from '@/components/ui/save-changes';
import { TextField } from '@/components/ui/text-field';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveShippingProfile } from '../api/save-shipping';
import { fieldOf, type ShippingFormValues, toFormValues, toProfile } from '../lib/shipping-form';
import { RateFields } from './rate-fields';
import { sendMutation } from '@/lib/send-mutation';

function Switch({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-zinc-900">
      <input type="checkbox" className="h-4 w-4 accent-brand-600" {...input} />
      {label}
    </label>
  );
}

/**
 * The vendor's Shipping settings (docs/architecture.md#shipping-and-promotions): processing days,
 * standard and optional express rates, and optional free delivery. The contract's checks run first;
 * the server's 400 puts its message under the field it names.
 */
export function ShippingForm({ profile }: { profile: ShippingProfile }) {
  const save = useSaveShippingProfile();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<ShippingFormValues>({
    defaultValues: toFormValues(profile),
  });
  const { errors, isDirty } = formState;
  const showError = (path: string, message: string) =>
    setError(fieldOf(path) as Path<ShippingFormValues>, { message }, { shouldFocus: true });

  const onSubmit = handleSubmit((values) => {
    const checked = shippingProfile.safeParse(toProfile(values));
    if (!checked.success) {
      for (const issue of [...checked.error.issues].reverse()) showError(issue.path.join('.'), issue.message);
      return;
    }
    sendMutation(save, checked.data, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        toast.success(SHIPPING_TEXTS.saved);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        for (const [path, message] of Object.entries((error instanceof ApiError && error.fieldErrors) || {})) showError(path, message);
        toast.error(ERRORS.profileSave.title, { description: errorMessage(error, PROMO_SCREEN_TEXTS.shippingSaveFailed) });
      },
    });
  });

  const express = watch('offerExpress');
  const freeOver = watch('offerFreeOver');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={PROMO_SCREEN_TEXTS.shippingTitle}>
      <FormSection id="standard" title={SHIPPING_TEXTS.standard}>
        <div className="space-y-5">
          <TextField
            id="processingDays"
            label={PROMO_SCREEN_TEXTS.processingDays}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            className="sm:max-w-xs"
            hint="Business days before a parcel leaves the shop."
            error={errors.processingDays?.message}
            {...register('processingDays', { valueAsNumber: true })}
          />
          <RateFields rate="standard" register={register} errors={errors} />
        </div>
      </FormSection>
      <FormSection id="express" title={SHIPPING_TEXTS.express}>
        <div className="space-y-5">
          <Switch label={PROMO_SCREEN_TEXTS.offerExpress} {...register('offerExpress')} />
          {express && <RateFields rate="express" register={register} errors={errors} />}
        </div>
      </FormSection>
      <FormSection id="free-delivery" title={SHIPPING_TEXTS.freeDelivery}>
        <div className="space-y-5">
          <Switch label={PROMO_SCREEN_TEXTS.offerFreeOver} {...register('offerFreeOver')} />
          {freeOver && (
            <TextField
              id="freeOver"
              label={PROMO_SCREEN_TEXTS.freeOver}
              type="number"
              inputMode="decimal"
              step={0.01}
              min={0}
              className="sm:max-w-xs"
              hint="Standard delivery is free when a parcel's subtotal, after discounts, reaches this."
              error={errors.freeOver?.message}
              {...register('freeOver', { valueAsNumber: true })}
            />
          )}
        </div>
      </FormSection>
      <SaveChanges dirty={isDirty} saving={save.isPending} onDiscard={() => reset()} />
    </form>
  );
}
