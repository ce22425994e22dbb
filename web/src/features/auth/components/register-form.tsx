import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, LIMITS, type RegisterRequest, registerRequest, SUCCESS } from '@seamline/contract';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { CategorySelectField } from '@/components/ui/category-select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { type RegisterPayload, useRegister } from '../api/register';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';

const empty: RegisterRequest = {
  fullName: '',
  email: '',
  password: '',
  role: undefined as unknown as RegisterRequest['role'], // nothing chosen until the user picks
  preferences: '',
  vendorName: '',
  addressLine1: '',
  city: '',
  postalCode: '',
  country: '',
};

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<RegisterRequest, unknown, RegisterPayload>({ resolver: zodResolver(registerRequest), defaultValues: empty });
  const role = watch('role');

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        toast.success(SUCCESS.register.title, { description: SUCCESS.register.description });
        navigate(paths.login);
      },
      onError: (error) => {
        toast.error(ERRORS.register.title, { description: errorMessage(error, ERRORS.register.fallback) });
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field in empty) setError(field as Path<RegisterRequest>, { message });
          }
        }
      },
    }),
  );

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Join Seamline to shop or to sell clothing and shoes."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <RoleChoice field={register('role')} selected={role} error={errors.role?.message} />
        <TextField id="fullName" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        {role === 'buyer' && (
          <CategorySelectField
            id="preferences"
            label="Shopping preference"
            error={errors.preferences?.message}
            {...register('preferences')}
          />
        )}
        {role === 'vendor' && (
          <TextField
            id="vendorName"
            label="Vendor Name"
            autoComplete="organization"
            error={errors.vendorName?.message}
            {...register('vendorName')}
          />
        )}
        <AddressFields register={register} errors={errors} wideCountry />
        <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
