import { FIT_PROFILE_TEXTS, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { useEffect, useRef } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useLocation } from '@/lib/router';
import { useFitProfile } from '../api/get-fit-profile';
import { FitHistory } from './fit-history';
import { FitProfileForm } from './fit-profile-form';

/** 'My sizes' on the buyer's profile: measurements, usual sizes, and what was kept or sent back. */
/** The anchor 'My sizes' sits at (paths.buyer.mySizes). */
const MY_SIZES_ID = paths.buyer.mySizes.split('#')[1] ?? '';

export function MySizes() {
  const profile = useFitProfile();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = profile.data !== undefined;
  // The product page's 'My sizes' link lands here once the form is in.
  useEffect(() => {
    if (hash === `#${MY_SIZES_ID}` && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <div ref={ref} id={MY_SIZES_ID} className="mt-6 scroll-mt-24 space-y-6">
      <FormSection id="fit-profile" title={FIT_PROFILE_TEXTS.title}>
        <p className="-mt-3 mb-5 text-sm text-zinc-600">{SIZE_PASSPORT_TEXTS.mySizesIntro}</p>
        {profile.isPending ? (
          <Spinner label="Loading your sizes" />
        ) : profile.isError ? (
          <ErrorBox message={errorMessage(profile.error, SIZE_PASSPORT_TEXTS.loadFailed)} onRetry={() => void profile.refetch()} />
        ) : (
          <FitProfileForm key={profile.dataUpdatedAt} profile={profile.data} />
        )}
      </FormSection>
      {profile.data && (
        <FormSection id="fit-history" title={SIZE_PASSPORT_TEXTS.history}>
          <FitHistory items={profile.data.history} />
        </FormSection>
      )}
    </div>
  );
}
