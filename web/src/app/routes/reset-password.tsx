import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  return (
    <>
      <title>Choose a new password · Seamline</title>
      <ResetPasswordForm />
    </>
  );
}
