import { ACCOUNT_TEXTS, ERRORS, SUCCESS } from '@seamline/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormSection } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { ChangePasswordForm } from './change-password-form';
import { EmailAddress } from './email-address';

/** E-mail address, password and sessions, on both profile screens (docs/architecture.md#accounts-mail-live). */
export function AccountSecurity() {
  const { signOut } = useAuth();
  const everywhere = useLogoutEverywhere();
  // 'Log out everywhere' ends every session: it asks first.
  const [asking, setAsking] = useState(false);

  const logOutEverywhere = async () => {
    try {
      const { message } = await everywhere.mutateAsync();
      setAsking(false);
      toast.success(SUCCESS.loggedOutEverywhere.title, { description: message });
      signOut();
    } catch (error) {
      setAsking(false);
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
        <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)}>
          Log out everywhere
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={ACCOUNT_TEXTS.logoutEverywhereTitle}
          message={ACCOUNT_TEXTS.logoutEverywhereQuestion}
          confirmLabel={ACCOUNT_TEXTS.logoutEverywhereConfirm}
          cancelLabel={ACCOUNT_TEXTS.logoutEverywhereKeep}
          busy={everywhere.isPending}
          onConfirm={logOutEverywhere}
        >
          <p>{ACCOUNT_TEXTS.logoutEverywhereDetail}</p>
        </ConfirmDialog>
      </FormSection>
    </div>
  );
}
