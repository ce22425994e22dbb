import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <>
      <title>Login · Seamline</title>
      <LoginForm />
    </>
  );
}
