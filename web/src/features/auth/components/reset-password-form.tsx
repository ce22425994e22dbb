import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TEXTS, ERRORS, newPasswordField, SUCCESS, VALIDATION } from '@seamline/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useResetLinkUsable } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

const resetForm = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: VALIDATION.passwordsDiffer });
type ResetForm = z.infer<typeof resetForm>;

const footerLink = (to: string, label: string) => (
  <Link to={to} className="font-medium text-brand-700 hover:underline">
    {label}
  </Link>
);

/**
 * '/reset-password?token=…': the mailed link. The page first asks whether the link still works
 *: a missing, unknown, used or expired one says so at once, with a way to a new
 * link. If the check itself fails (offline), the form shows and the reset call decides.
 */
export function ResetPasswordForm() {
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useResetLinkUsable(token);
  if (token !== '' && link.isPending) return <PageSpinner label={ACCOUNT_TEXTS.checkingLink} />;
  if (token === '' || link.data === false) {
    return (
      <AuthCard
        title={ACCOUNT_TEXTS.resetLinkDeadTitle}
        subtitle={ACCOUNT_TEXTS.resetLinkDead}
        footer={footerLink(paths.login, 'Back to login')}
      >
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
          {ACCOUNT_TEXTS.sendNewLink}
        </Link>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      toast.success(SUCCESS.passwordReset.title, { description: message });
      navigate(paths.login, { replace: true });
    } catch (error) {
      toast.error(ERRORS.resetPassword.title, { description: errorMessage(error, ERRORS.resetPassword.fallback) });
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. Every device signed in to your account will be logged out."
      footer={footerLink(paths.forgotPassword, 'Ask for a new link')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          id="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="confirm"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
