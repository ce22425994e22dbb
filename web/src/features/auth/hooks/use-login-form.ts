import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, type LoginRequest, loginRequest, SUCCESS } from '@seamline/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { dashboardPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { NEXT_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { useLogin } from '../api/login';
import { registeredEmailOf } from '../lib/registered-email';

/** The login form: filled in after registering, signing in and going on, or keeping the reason it failed. */
export function useLoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  // Where the visitor was going (a guarded page, 'Login to buy'); only a path on this site.
  const next = safeReturnPath(useSearchParams()[0].get(NEXT_PARAM));
  // Just registered (spec §2: on success to /login): the e-mail is filled in and the form says so.
  const registeredEmail = registeredEmailOf(useLocation().state);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: registeredEmail ?? '', password: '' },
  });
  const { setError, setFocus, setValue } = form;

  useEffect(() => {
    if (registeredEmail) setFocus('password');
  }, [registeredEmail, setFocus]);

  // The form stays submitting until the answer is in, so the button is disabled from the first click.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = signIn(await login.mutateAsync(values));
      toast.success(SUCCESS.login.title, { group: TOAST_IDS.session, description: SUCCESS.login.description(user.email) });
      navigate(next ?? dashboardPath(user.role), { replace: true });
    } catch (error) {
      const description = errorMessage(error, ERRORS.login.fallback);
      toast.error(ERRORS.login.title, { group: TOAST_IDS.session, description });
      // The reason stays on the form until the next try; the password is typed again.
      setError('root', { message: description });
      setValue('password', '');
      setFocus('password');
    }
  });

  return { form, onSubmit, next, registeredEmail };
}
