import { zodResolver } from '@hookform/resolvers/zod';
import {
  BODY_MEASUREMENT_BOUNDS_CM,
  BODY_MEASUREMENT_LABELS,
  BODY_MEASUREMENTS,
  FIT_PROFILE_TEXTS,
  type FitProfile,
  GARMENT_GROUP_LABELS,
  GARMENT_GROUPS,
  SIZE_PASSPORT_TEXTS,
} from '@seamline/contract';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveChanges } from '@/components/ui/save-changes';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveFitProfile } from '../api/save-fit-profile';
import { type FitProfileFormValues, fitProfileForm, toFormValues, toPayload, usualSizeOptions } from '../lib/fit-profile-form';
import { ForgetMeasurements } from './forget-measurements';

const hasAny = (profile: FitProfile) => Object.keys(profile.measurements).length + Object.keys(profile.usualSizes).length > 0;

/** Measurements in cm and usual sizes, saved together; blank fields are not saved. */
export function FitProfileForm({ profile }: { profile: FitProfile }) {
  const save = useSaveFitProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FitProfileFormValues, unknown, z.output<typeof fitProfileForm>>({
    resolver: zodResolver(fitProfileForm),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toPayload(values));
      reset(toFormValues(saved));
      toast.success(FIT_PROFILE_TEXTS.saved);
    } catch (error) {
      if (endedSession(error)) return;
      // The server's word on a field goes beside it ('measurements.chest').
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fieldErrors ?? {}) : {})) {
        setError(field as FieldPath<FitProfileFormValues>, { message });
      }
      toast.error(SIZE_PASSPORT_TEXTS.saveFailed, { description: errorMessage(error, SIZE_PASSPORT_TEXTS.saveFailed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={FIT_PROFILE_TEXTS.title} className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-zinc-900">{SIZE_PASSPORT_TEXTS.measurements}</legend>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {BODY_MEASUREMENTS.map((m) => (
            <TextField
              key={m}
              id={`fit-${m}`}
              label={BODY_MEASUREMENT_LABELS[m]}
              inputMode="decimal"
              autoComplete="off"
              hint={SIZE_PASSPORT_TEXTS.range(BODY_MEASUREMENT_BOUNDS_CM[m].min, BODY_MEASUREMENT_BOUNDS_CM[m].max)}
              error={errors.measurements?.[m]?.message}
              {...register(`measurements.${m}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-zinc-900">{SIZE_PASSPORT_TEXTS.usualSizes}</legend>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {GARMENT_GROUPS.map((kind) => (
            <SelectField
              key={kind}
              id={`usual-${kind}`}
              label={GARMENT_GROUP_LABELS[kind]}
              hint={kind === 'shoes' ? SIZE_PASSPORT_TEXTS.shoeSizeHint : undefined}
              placeholder={SIZE_PASSPORT_TEXTS.notSet}
              options={usualSizeOptions(kind).map((size) => ({ value: size, label: size }))}
              error={errors.usualSizes?.[kind]?.message}
              // React selects the saved size itself: the form library's default does not reach a select in every DOM.
              defaultValue={profile.usualSizes[kind] ?? ''}
              {...register(`usualSizes.${kind}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 pt-5">
        <ForgetMeasurements disabled={!hasAny(profile) || isSubmitting} />
        <SaveChanges dirty={isDirty} saving={isSubmitting} onDiscard={() => reset()} saveLabel={SIZE_PASSPORT_TEXTS.save} />
      </div>
    </form>
  );
}
