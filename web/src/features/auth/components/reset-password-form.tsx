import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, newPasswordField, SUCCESS, VALIDATION } from '@seamline/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

const resetForm = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: VALIDATION.passwordsDiffer });
type ResetForm = z.infer<typeof resetForm>;

/** '/reset-password?token=…': the mailed link; a new password, then back to login. */
export function ResetPasswordForm() {
  const token = useSearchParams()[0].get('token') ?? '';
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
      footer={
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
          Ask for a new link
        </Link>
      }
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
