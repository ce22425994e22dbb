import { LIMITS } from '@seamline/contract';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { CategorySelectField } from '@/components/ui/category-select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { withReturnPath } from '@/lib/auth/return-path';
import { Link } from '@/lib/router';
import { useRegisterForm } from '../hooks/use-register-form';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';

export function RegisterForm() {
  const { form, onSubmit, next, role } = useRegisterForm();
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
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
