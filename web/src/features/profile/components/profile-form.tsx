import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BuyerProfile,
  type BuyerProfileInput,
  buyerProfileInput,
  CATEGORIES,
  CATEGORY_LABELS,
  ERRORS,
  SUCCESS,
  splitAddress,
  VALIDATION,
} from '@seamline/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField, TextField } from '@/components/ui/text-field';
import { endedSession, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUpdateBuyerProfile } from '../api/update-profile';

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

const toFormValues = (p: BuyerProfile): BuyerProfileInput => ({
  fullName: p.fullName,
  preferences: (CATEGORIES as readonly string[]).includes(p.preferences)
    ? (p.preferences as BuyerProfileInput['preferences'])
    : (undefined as unknown as BuyerProfileInput['preferences']),
  ...splitAddress(p.address),
});

export function ProfileForm({ profile }: { profile: BuyerProfile }) {
  const { updateUser } = useAuth();
  const update = useUpdateBuyerProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BuyerProfileInput, unknown, z.output<typeof buyerProfileInput>>({
    resolver: zodResolver(buyerProfileInput),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        updateUser({ fullName: saved.fullName, preferences: saved.preferences });
        toast.success(SUCCESS.profile.title);
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error(ERRORS.profileSave.title, { description: errorMessage(error, ERRORS.profileSave.fallback) });
      },
    }),
  );

  const section = 'rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section className={section}>
        <h2 className="text-lg font-semibold text-zinc-900">Personal information</h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField id="fullName" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <Field id="email" label="Email" hint={VALIDATION.emailReadOnly}>
            {(control) => <Input {...control} type="email" value={profile.emailAddress} readOnly />}
          </Field>
          <SelectField
            id="preferences"
            label="Preferences"
            placeholder="Select a category"
            options={categoryOptions}
            error={errors.preferences?.message}
            {...register('preferences')}
          />
        </div>
      </section>
      <section className={section}>
        <h2 className="text-lg font-semibold text-zinc-900">Shipping address</h2>
        <AddressFields register={register} errors={errors} className="mt-5" />
      </section>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
