import { ERRORS } from '@seamline/contract';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useBuyerProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the profile, then shows the editable form (spec §2 'Your Profile'). */
export function BuyerProfileView() {
  const query = useBuyerProfile();
  if (query.isPending) return <PageSpinner label="Loading profile" />;
  if (query.isError) {
    const message = isNotFound(query.error) ? ERRORS.profileLoad.notFound : errorMessage(query.error, ERRORS.profileLoad.error);
    return <ErrorBox message={message} />;
  }
  if (!query.data) return <ErrorBox message={ERRORS.profileLoad.notFound} />;
  return <ProfileForm profile={query.data} />;
}
