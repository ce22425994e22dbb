import { SHOP_STATUS_TEXTS } from '@seamline/contract';
import { Lock } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { AccountSecurity } from '@/features/account/components/account-security';
import { useVendorProfile } from '@/features/vendor-profile/api/get-vendor-profile';
import { VendorProfileView } from '@/features/vendor-profile/components/vendor-profile-view';
import { VendorPage } from './vendor-page';

const SizeChartsEditor = lazy(() =>
  import('@/features/vendor-size-charts/components/size-charts-editor').then((m) => ({ default: m.SizeChartsEditor })),
);

/**
 * A suspended shop's profile and size charts cannot be changed (docs/decisions/218): their fields and
 * buttons are not offered, and a line says why. Security settings stay open.
 */
function LockedWhileSuspended({
  suspended,
  reason,
  id,
  children,
}: {
  suspended: boolean;
  reason: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <>
      {suspended && (
        <p id={id} className="mb-4 flex items-center gap-2 text-sm text-zinc-700">
          <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {reason}
        </p>
      )}
      <fieldset disabled={suspended} aria-describedby={suspended ? id : undefined} className="min-w-0">
        {children}
      </fieldset>
    </>
  );
}

export default function VendorProfileRoute() {
  const suspended = useVendorProfile().data?.shopStatus === 'suspended';
  return (
    <VendorPage className="max-w-3xl">
      <title>Vendor Profile · Seamline</title>
      <PageHeader title="Vendor Profile" description="Your store's name, contact person and business address." />
      <LockedWhileSuspended suspended={suspended} reason={SHOP_STATUS_TEXTS.profileLocked} id="profile-locked">
        <VendorProfileView />
      </LockedWhileSuspended>
      <div id="size-charts" className="mt-8 scroll-mt-24">
        <FormSection id="size-charts" title="Size charts">
          <p className="-mt-2 mb-4 text-sm text-zinc-600">Body measurements for each size, shown in the size guide of your products.</p>
          <LockedWhileSuspended suspended={suspended} reason={SHOP_STATUS_TEXTS.sizeChartsLocked} id="size-charts-locked">
            <Suspense fallback={<Spinner label="Loading size charts" />}>
              <SizeChartsEditor />
            </Suspense>
          </LockedWhileSuspended>
        </FormSection>
      </div>
      <AccountSecurity />
    </VendorPage>
  );
}
