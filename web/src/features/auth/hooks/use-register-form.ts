import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS, type RegisterRequest, REGISTRATION_ROLES, registerRequest, SUCCESS } from '@seamline/contract';
import { type Path, useForm } from 'react-hook-form';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from '@/lib/auth/return-path';
import { useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { type RegisterPayload, useRegister } from '../api/register';
import { registeredState } from '../lib/registered-email';

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

/** The register form: the account type from the address, sending it, and the server's word on each field. */
export function useRegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [search] = useSearchParams();
  // Where the visitor was going: after registering they log in (spec §8) and land there.
  const next = safeReturnPath(search.get(NEXT_PARAM));
  const form = useForm<RegisterRequest, unknown, RegisterPayload>({
    resolver: zodResolver(registerRequest),
    defaultValues: { ...empty, role: roleFromQuery(search.get('role')) ?? empty.role },
  });

  // The form stays submitting until the answer is in, so the button is disabled from the first click.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
      toast.success(SUCCESS.register.title, { group: TOAST_IDS.session, description: SUCCESS.register.description });
      navigate(withReturnPath(paths.login, next), { state: registeredState(values.email) });
    } catch (error) {
      toast.error(ERRORS.register.title, { group: TOAST_IDS.session, description: errorMessage(error, ERRORS.register.fallback) });
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in empty) form.setError(field as Path<RegisterRequest>, { message });
        }
      }
    }
  });

  return { form, onSubmit, next, role: form.watch('role') };
}
