import { ERRORS, SHOPPER_TEXTS } from '@seamline/contract';
import type { GlobalError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { withReturnPath } from '@/lib/auth/return-path';
import { Link } from '@/lib/router';
import { useLoginForm } from '../hooks/use-login-form';
import { AuthCard } from './auth-card';

export function LoginForm() {
  const { form, onSubmit, next, registeredEmail } = useLoginForm();
  const { errors, isSubmitting } = form.formState;
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
        <LoginNotice registeredEmail={registeredEmail} failure={errors.root} />
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
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

/** Above the fields: why the last try failed, else that the account just registered may sign in. */
function LoginNotice({ registeredEmail, failure }: { registeredEmail: string | null; failure: GlobalError | undefined }) {
  if (failure) {
    return failure.message ? (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-600/30 ring-inset">
        <p className="font-semibold">{ERRORS.login.title}</p>
        <p>{failure.message}</p>
      </div>
    ) : null;
  }
  if (!registeredEmail) return null;
  return (
    <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-600/30 ring-inset">
      {SHOPPER_TEXTS.registeredLogin(registeredEmail)}
    </p>
  );
}
