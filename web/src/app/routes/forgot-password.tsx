import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password · Seamline</title>
      <ForgotPasswordForm />
    </>
  );
}
