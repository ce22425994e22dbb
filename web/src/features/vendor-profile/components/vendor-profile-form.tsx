import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERRORS,
  SHOP_TEXTS,
  SUCCESS,
  splitAddress,
  VALIDATION,
  type VendorProfile,
  type VendorProfileInput,
  vendorProfileInput,
} from '@seamline/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/components/ui/address-fields';
import { FormSection } from '@/components/ui/form-section';
import { SaveChanges } from '@/components/ui/save-changes';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useUpdateVendorProfile } from '../api/update-vendor-profile';
import { ReturnAddressFields } from './return-address-fields';

const toFormValues = (p: VendorProfile): VendorProfileInput => ({
  vendorName: p.vendorName,
  fullName: p.fullName,
  ...splitAddress(p.address),
  returnDays: p.returnDays ?? 30,
  returnAddress: p.returnAddress ?? null,
  returnInstructions: p.returnInstructions ?? '',
});

/** Where the shop is now, and what each address it gave up still does (decision 208). */
function ShopAddress({ profile }: { profile: VendorProfile }) {
  if (!profile.shopSlug) return null;
  return (
    <div className="mt-4 space-y-1 text-sm text-zinc-700" data-testid="shop-address">
      <p>
        <Link to={paths.shop(profile.shopSlug)} className="font-medium underline underline-offset-2 hover:text-brand-700">
          {SHOP_TEXTS.currentAddress(profile.shopSlug)}
        </Link>
      </p>
      {profile.oldAddresses?.map((old) => (
        <p key={old.slug}>{SHOP_TEXTS.oldAddress(old.slug, old.redirectsUntil)}</p>
      ))}
      <p className="text-xs text-zinc-600">{SHOP_TEXTS.addressHint}</p>
    </div>
  );
}

const FIELDS = [
  'vendorName',
  'fullName',
  'addressLine1',
  'city',
  'postalCode',
  'country',
  'returnDays',
  'returnAddress.addressLine1',
  'returnAddress.city',
  'returnAddress.postalCode',
  'returnAddress.country',
  'returnInstructions',
] as const;

/** The 'Vendor Profile' form (spec §2, §5): saved through PUT, header greeting kept in step. */
export function VendorProfileForm({ profile }: { profile: VendorProfile }) {
  const { updateUser } = useAuth();
  const update = useUpdateVendorProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<VendorProfileInput, unknown, z.output<typeof vendorProfileInput>>({
    resolver: zodResolver(vendorProfileInput),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        updateUser({ vendorName: saved.vendorName, fullName: saved.fullName });
        toast.success(SUCCESS.profile.title, { description: SUCCESS.profile.vendorDescription });
      },
      onError: (error) => {
        if (endedSession(error)) return;
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message = error.fieldErrors?.[field];
            if (message) setError(field, { message });
          }
        }
        toast.error(ERRORS.profileSave.title, { description: errorMessage(error, ERRORS.profileSave.fallback) });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormSection id="store" title="Store details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="vendorName"
            label="Store Name"
            autoComplete="organization"
            error={errors.vendorName?.message}
            {...register('vendorName')}
          />
          <TextField id="fullName" label="Contact Person" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <TextField
            id="email"
            label="Email"
            type="email"
            className="sm:col-span-2"
            value={profile.emailAddress}
            readOnly
            hint={VALIDATION.emailReadOnly}
          />
        </div>
        <ShopAddress profile={profile} />
      </FormSection>
      <FormSection id="returns" title="Returns">
        <TextField
          id="returnDays"
          label="Return window (days after delivery)"
          type="number"
          inputMode="numeric"
          min={14}
          max={100}
          className="sm:max-w-xs"
          hint="Buyers may return or exchange within this many days, from 14 to 100. Shown on your product pages."
          error={errors.returnDays?.message}
          {...register('returnDays', { valueAsNumber: true })}
        />
        <div className="mt-6">
          <ReturnAddressFields register={register} watch={watch} setValue={setValue} errors={errors} />
        </div>
      </FormSection>
      <FormSection id="address" title="Business address">
        <AddressFields register={register} errors={errors} />
      </FormSection>
      <SaveChanges dirty={isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
