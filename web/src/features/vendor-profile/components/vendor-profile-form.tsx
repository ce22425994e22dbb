import { SHOP_TEXTS, VALIDATION, type VendorProfile } from '@seamline/contract';
import { AddressFields } from '@/components/ui/address-fields';
import { FormSection } from '@/components/ui/form-section';
import { SaveChanges } from '@/components/ui/save-changes';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useVendorProfileForm } from '../hooks/use-vendor-profile-form';
import { ReturnAddressFields } from './return-address-fields';

/** The 'Vendor Profile' form (spec §2, §5): saved through PUT, header greeting kept in step. */
export function VendorProfileForm({ profile }: { profile: VendorProfile }) {
  const { form, onSubmit, saving } = useVendorProfileForm(profile);
  const { register, reset, setValue, watch } = form;
  const { errors, isDirty } = form.formState;

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
      <SaveChanges dirty={isDirty} saving={saving} onDiscard={() => reset()} />
    </form>
  );
}

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
