import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, type ForgotPasswordRequest, forgotPasswordRequest } from '@seamline/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** '/forgot-password': asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (error) {
      toast.error(ERRORS.forgotPassword.title, { description: errorMessage(error, ERRORS.forgotPassword.fallback) });
    }
  });

  return (
    <AuthCard
      title="Forgot password?"
      subtitle="Enter the email you registered with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      {sent ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
