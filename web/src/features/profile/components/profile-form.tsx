import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BuyerProfile,
  type BuyerProfileInput,
  buyerProfileInput,
  CATEGORIES,
  ERRORS,
  SUCCESS,
  splitAddress,
  VALIDATION,
} from '@seamline/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/components/ui/address-fields';
import { CategorySelectField } from '@/components/ui/category-select-field';
import { FormSection } from '@/components/ui/form-section';
import { SaveChanges } from '@/components/ui/save-changes';
import { TextField } from '@/components/ui/text-field';
import { endedSession, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUpdateBuyerProfile } from '../api/update-profile';

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
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BuyerProfileInput, unknown, z.output<typeof buyerProfileInput>>({
    resolver: zodResolver(buyerProfileInput),
    defaultValues: toFormValues(profile),
  });

  // The form stays submitting until the answer is in, so Save Changes is disabled from the first click.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(toFormValues(saved));
      updateUser({ fullName: saved.fullName, preferences: saved.preferences });
      toast.success(SUCCESS.profile.title);
    } catch (error) {
      if (!endedSession(error)) toast.error(ERRORS.profileSave.title, { description: errorMessage(error, ERRORS.profileSave.fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormSection id="personal" title="Personal information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="fullName" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <TextField id="email" label="Email" type="email" value={profile.emailAddress} readOnly hint={VALIDATION.emailReadOnly} />
          <CategorySelectField id="preferences" label="Preferences" error={errors.preferences?.message} {...register('preferences')} />
        </div>
      </FormSection>
      <FormSection id="shipping" title="Shipping address">
        <AddressFields register={register} errors={errors} />
      </FormSection>
      <SaveChanges dirty={isDirty} saving={isSubmitting} onDiscard={() => reset()} />
    </form>
  );
}
