import { API_MESSAGES, ERRORS } from '@seamline/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** '/verify-email?token=…': the welcome mail's link. Confirms once and says how it went. */
export function VerifyEmail() {
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  // A link works once: the request goes once, also when React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (token) verify.mutate({ token });
  }, [token, verify]);

  const failed = !token || verify.isError;
  const message = !token
    ? API_MESSAGES.verifyLinkInvalid
    : verify.isError
      ? errorMessage(verify.error, ERRORS.verifyEmail.fallback)
      : verify.isSuccess
        ? verify.data.message
        : 'Confirming your e-mail address…';

  return (
    <AuthCard
      title={failed ? 'Link not valid' : 'Confirm your e-mail address'}
      subtitle="The link from the welcome mail confirms that the address is yours."
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Go to login
        </Link>
      }
    >
      <p role="status" className={`text-sm ${failed ? 'text-red-700' : 'text-zinc-800'}`}>
        {message}
      </p>
    </AuthCard>
  );
}
