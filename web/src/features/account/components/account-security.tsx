import { ERRORS, SUCCESS } from '@seamline/contract';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { ChangePasswordForm } from './change-password-form';
import { EmailAddress } from './email-address';

/** E-mail address, password and sessions, on both profile screens (DESIGN §11). */
export function AccountSecurity() {
  const { signOut } = useAuth();
  const everywhere = useLogoutEverywhere();

  const logOutEverywhere = async () => {
    try {
      const { message } = await everywhere.mutateAsync();
      toast.success(SUCCESS.loggedOutEverywhere.title, { description: message });
      signOut();
    } catch (error) {
      toast.error(ERRORS.logoutEverywhere.title, { description: errorMessage(error, ERRORS.logoutEverywhere.fallback) });
    }
  };

  return (
    <div className="mt-6 space-y-6">
      <FormSection id="email-address" title="E-mail address">
        <EmailAddress />
      </FormSection>
      <FormSection id="password" title="Password">
        <ChangePasswordForm />
      </FormSection>
      <FormSection id="sessions" title="Sessions">
        <p className="text-sm text-zinc-600">Signed in on a shared or lost device? End every session of your account, this one included.</p>
        <Button variant="secondary" className="mt-4" onClick={logOutEverywhere} loading={everywhere.isPending}>
          Log out everywhere
        </Button>
      </FormSection>
    </div>
  );
}
