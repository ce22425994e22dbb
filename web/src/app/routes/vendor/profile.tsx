import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { AccountSecurity } from '@/features/account/components/account-security';
import { VendorProfileView } from '@/features/vendor-profile/components/vendor-profile-view';
import { VendorPage } from './vendor-page';

const SizeChartsEditor = lazy(() =>
  import('@/features/vendor-size-charts/components/size-charts-editor').then((m) => ({ default: m.SizeChartsEditor })),
);

export default function VendorProfileRoute() {
  return (
    <VendorPage className="max-w-3xl">
      <title>Vendor Profile · Seamline</title>
      <PageHeader title="Vendor Profile" description="Your store's name, contact person and business address." />
      <VendorProfileView />
      <div id="size-charts" className="mt-8 scroll-mt-24">
        <FormSection id="size-charts" title="Size charts">
          <p className="-mt-2 mb-4 text-sm text-zinc-600">Body measurements for each size, shown in the size guide of your products.</p>
          <Suspense fallback={<Spinner label="Loading size charts" />}>
            <SizeChartsEditor />
          </Suspense>
        </FormSection>
      </div>
      <AccountSecurity />
    </VendorPage>
  );
}
