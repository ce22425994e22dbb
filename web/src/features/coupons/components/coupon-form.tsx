import { CATEGORIES, CATEGORY_LABELS, COUPON_KINDS, COUPON_TEXTS, couponInput, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { useState } from 'react';
import { type Control, type Path, useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { type CouponOwner, useCreateCoupon } from '../api/coupons';
import { type CouponFormValues, EMPTY_COUPON, toCouponInput } from '../lib/coupon-form';
import type { ScopeChoices } from '../lib/scope-choices';
import { ScopePicker } from './scope-picker';
import { sendMutation } from '@/lib/send-mutation';

const T = PROMO_SCREEN_TEXTS;
const KIND_OPTIONS = COUPON_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] }));
const FIELDS = new Set<string>(Object.keys(EMPTY_COUPON));

/** A scope picker as a field of the form: its checks are the field's value, its search box what an error focuses. */
function ScopeField({
  control,
  name,
  choices,
}: {
  control: Control<CouponFormValues>;
  name: 'productIds' | 'vendorIds';
  choices: ScopeChoices;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ScopePicker
      field={name}
      choices={choices}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
      searchRef={field.ref}
    />
  );
}

export interface CouponFormProps {
  owner: CouponOwner;
  /** What the coupon can be kept to: the shop's products (a vendor's) or the shops (the operator's). */
  choices: ScopeChoices;
}

/**
 * A new coupon: the shop's (its products, or those checked) or the platform's (every shop, or the
 * shops or categories checked). The contract checks first; the server's 400 or 409 goes under its field.
 */
export function CouponForm({ owner, choices }: CouponFormProps) {
  const create = useCreateCoupon(owner);
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<CouponFormValues>({
    defaultValues: EMPTY_COUPON,
  });
  // A coupon created starts the picker afresh, its search emptied with its checks.
  const [created, setCreated] = useState(0);
  const { errors } = formState;
  const showError = (path: string, message: string) => {
    const field = path.split('.')[0] ?? '';
    if (FIELDS.has(field)) setError(field as Path<CouponFormValues>, { message }, { shouldFocus: true });
  };

  const onSubmit = handleSubmit((values) => {
    const checked = couponInput.safeParse(toCouponInput(values));
    if (!checked.success) {
      for (const issue of [...checked.error.issues].reverse()) showError(issue.path.join('.'), issue.message);
      return;
    }
    sendMutation(create, checked.data, {
      onSuccess: () => {
        reset(EMPTY_COUPON);
        setCreated((n) => n + 1);
        toast.success(COUPON_TEXTS.created);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        const message = errorMessage(error, T.couponSaveFailed);
        if (error instanceof ApiError && error.status === 409) showError('code', message);
        // A product checked that has since left the shop: said under the products.
        if (error instanceof ApiError && error.serverMessage === COUPON_TEXTS.unknownProducts) showError('productIds', message);
        for (const [path, text] of Object.entries((error instanceof ApiError && error.fieldErrors) || {})) showError(path, text);
        toast.error(T.couponSaveFailed, { description: message });
      },
    });
  });

  const kind = watch('kind');
  const text = (name: keyof CouponFormValues) => ({ id: `coupon-${name}`, error: errors[name]?.message, ...register(name) });
  return (
    <FormSection id="new-coupon" title={T.newCoupon}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={T.newCoupon}>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label={T.code} autoComplete="off" spellCheck={false} {...text('code')} hint="4–20 of A–Z, 0–9 and -" />
          <SelectField label={T.kind} options={KIND_OPTIONS} {...text('kind')} />
          {kind !== 'free_shipping' && (
            <TextField
              label={kind === 'percent' ? `${T.value} (%)` : `${T.value} ($)`}
              type="number"
              inputMode="decimal"
              step={kind === 'percent' ? 1 : 0.01}
              {...text('value')}
            />
          )}
          <TextField label={T.minSubtotal} type="number" inputMode="decimal" step={0.01} min={0} {...text('minSubtotal')} />
          <TextField label={T.startsAt} type="datetime-local" {...text('startsAt')} />
          <TextField label={T.endsAt} type="datetime-local" {...text('endsAt')} />
          <TextField label={T.maxUses} type="number" inputMode="numeric" min={1} {...text('maxUses')} />
          <TextField label={T.maxUsesPerBuyer} type="number" inputMode="numeric" min={1} {...text('maxUsesPerBuyer')} />
        </div>
        {owner === 'vendor' ? (
          <ScopeField key={created} control={control} name="productIds" choices={choices} />
        ) : (
          <>
            <ScopeField key={created} control={control} name="vendorIds" choices={choices} />
            <fieldset>
              <legend className="text-sm font-medium text-zinc-800">{T.categories}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {CATEGORIES.map((category) => (
                  <label key={category} className="flex items-center gap-2 text-sm text-zinc-800">
                    <input type="checkbox" value={category} className="h-4 w-4 accent-brand-600" {...register('categories')} />
                    {CATEGORY_LABELS[category]}
                  </label>
                ))}
              </div>
              {errors.categories?.message && <p className="mt-1.5 text-sm text-red-700">{errors.categories.message}</p>}
            </fieldset>
          </>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending}>
            {T.createCoupon}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}
