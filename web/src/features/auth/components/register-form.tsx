import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, LIMITS, type RegisterRequest, REGISTRATION_ROLES, registerRequest, SUCCESS } from '@seamline/contract';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { CategorySelectField } from '@/components/ui/category-select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { type RegisterPayload, useRegister } from '../api/register';
import { AuthCard } from './auth-card';
import { registeredState } from './registered-email';
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

/** `?role=vendor` (Become a Vendor) or `?role=buyer` chooses the account type; other values are ignored. */
function roleFromQuery(value: string | null): RegisterRequest['role'] | undefined {
  return REGISTRATION_ROLES.find((role) => role === value);
}

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [search] = useSearchParams();
  // Where the visitor was going: after registering they log in (spec §8) and land there.
  const next = safeReturnPath(search.get(NEXT_PARAM));
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest, unknown, RegisterPayload>({
    resolver: zodResolver(registerRequest),
    defaultValues: { ...empty, role: roleFromQuery(search.get('role')) ?? empty.role },
  });
  const role = watch('role');

  // The form stays submitting until the answer is in, so the button is disabled from the first click.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
      toast.success(SUCCESS.register.title, { group: TOAST_IDS.session, description: SUCCESS.register.description });
      navigate(withReturnPath(paths.login, next), { state: registeredState(values.email) });
    } catch (error) {
      toast.error(ERRORS.register.title, { group: TOAST_IDS.session, description: errorMessage(error, ERRORS.register.fallback) });
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in empty) setError(field as Path<RegisterRequest>, { message });
        }
      }
    }
  });

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Join Seamline to shop or to sell clothing and shoes."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withReturnPath(paths.login, next)} className="font-medium text-brand-700 hover:underline">
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
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
