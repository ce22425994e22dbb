import { ERRORS, SUCCESS } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { emailVerificationQueryOptions, useEmailVerification, useResendVerification } from '../api/email-verification';

/** Whether the account's e-mail address is confirmed, with 'Resend' until it is. */
export function EmailAddress() {
  const state = useEmailVerification();
  const resend = useResendVerification();
  const queryClient = useQueryClient();

  const sendAgain = async () => {
    try {
      const { message } = await resend.mutateAsync();
      toast.success(SUCCESS.verificationSent.title, { description: message });
    } catch (error) {
      toast.error(ERRORS.resendVerification.title, { description: errorMessage(error, ERRORS.resendVerification.fallback) });
      // Confirmed in another tab meanwhile: show it.
      await queryClient.invalidateQueries({ queryKey: emailVerificationQueryOptions().queryKey });
    }
  };

  if (!state.data)
    return <p className="text-sm text-zinc-600">{state.isError ? 'Could not load the state of your e-mail address.' : 'Loading…'}</p>;
  const { emailAddress, emailVerified } = state.data;
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-800">
        <span className="break-all font-medium">{emailAddress}</span>
        <Badge tone={emailVerified ? 'green' : 'yellow'}>{emailVerified ? 'Confirmed' : 'Not confirmed'}</Badge>
      </p>
      {emailVerified ? null : (
        <>
          <p className="mt-2 text-sm text-zinc-600">
            Open the link in the welcome mail to confirm this address. Until then our mails to it leave out names and addresses; vendors are
            paid only to a confirmed address.
          </p>
          <Button variant="secondary" className="mt-4" onClick={sendAgain} loading={resend.isPending}>
            Resend
          </Button>
        </>
      )}
    </div>
  );
}
