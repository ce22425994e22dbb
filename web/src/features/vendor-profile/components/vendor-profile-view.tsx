import { ERRORS } from '@seamline/contract';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useVendorProfile } from '../api/get-vendor-profile';
import { VendorProfileForm } from './vendor-profile-form';

/** Loads the vendor's profile, then shows the editable form (spec §2 'Vendor Profile'). */
export function VendorProfileView() {
  const query = useVendorProfile();
  if (query.isPending) return <PageSpinner label="Loading profile" />;
  if (query.isError) {
    const message = isNotFound(query.error) ? ERRORS.profileLoad.notFound : errorMessage(query.error, ERRORS.profileLoad.error);
    return <ErrorBox message={message} onRetry={() => query.refetch()} />;
  }
  if (!query.data) return <ErrorBox message={ERRORS.profileLoad.notFound} />;
  return <VendorProfileForm profile={query.data} />;
}
