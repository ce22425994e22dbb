import { PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useShippingProfile } from '../api/get-shipping';
import { ShippingForm } from './shipping-form';

/** The Shipping screen's body: the shop's profile, loaded, in its form. */
export function ShippingSettings() {
  const profile = useShippingProfile();
  if (profile.error)
    return <ErrorBox message={errorMessage(profile.error, PROMO_SCREEN_TEXTS.shippingLoadFailed)} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <PageSpinner label="Loading shipping settings" />;
  return <ShippingForm profile={profile.data} />;
}
