import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  return (
    <>
      <title>Confirm your e-mail address · Seamline</title>
      <VerifyEmail />
    </>
  );
}
