import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, type LoginRequest, loginRequest, SHOPPER_TEXTS, SUCCESS } from '@seamline/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { dashboardPath, paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { registeredEmailOf } from './registered-email';

export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  // Where the visitor was going (a guarded page, 'Login to buy'); only a path on this site.
  const next = safeReturnPath(useSearchParams()[0].get(NEXT_PARAM));
  // Just registered (spec §2: on success to /login): the e-mail is filled in and the form says so.
  const registeredEmail = registeredEmailOf(useLocation().state);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequest), defaultValues: { email: registeredEmail ?? '', password: '' } });

  useEffect(() => {
    if (registeredEmail) setFocus('password');
  }, [registeredEmail, setFocus]);

  // The form stays submitting until the answer is in, so the button is disabled from the first click.
  const onSubmit = handleSubmit(async (values) => {
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

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to your Seamline account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={withReturnPath(paths.register, next)} className="font-medium text-brand-700 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {registeredEmail && !errors.root && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-600/30 ring-inset">
            {SHOPPER_TEXTS.registeredLogin(registeredEmail)}
          </p>
        )}
        {errors.root?.message && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-600/30 ring-inset">
            <p className="font-semibold">{ERRORS.login.title}</p>
            <p>{errors.root.message}</p>
          </div>
        )}
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 text-right">
            {/* docs/architecture.md#accounts-mail-live: the spec's link now leads to the reset screens. */}
            <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
