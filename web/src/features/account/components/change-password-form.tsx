import { zodResolver } from '@hookform/resolvers/zod';
import { API_MESSAGES, changePasswordRequest, ERRORS, SUCCESS, VALIDATION } from '@seamline/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { useChangePassword } from '../api/change-password';

const changeForm = changePasswordRequest
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: VALIDATION.passwordsDiffer });
type ChangeForm = z.infer<typeof changeForm>;

/** A password change keeps this session and ends every other (docs/architecture.md#accounts-mail-live). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChangeForm>({ resolver: zodResolver(changeForm), defaultValues: { currentPassword: '', password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, password });
      toast.success(SUCCESS.passwordChanged.title, { group: TOAST_IDS.passwordChange, description: message });
      reset();
    } catch (error) {
      const description = errorMessage(error, ERRORS.changePassword.fallback);
      toast.error(ERRORS.changePassword.title, { group: TOAST_IDS.passwordChange, description });
      // The reason stays on the form, under the field it is about, until the user changes it.
      if (description === API_MESSAGES.currentPasswordWrong) setError('currentPassword', { message: description }, { shouldFocus: true });
      else setError('root', { message: description });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="confirm-password"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <div className="sm:col-span-3">
        {errors.root?.message && (
          <p role="alert" className="mb-3 text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" loading={isSubmitting} onClick={() => clearErrors('root')}>
          Change password
        </Button>
      </div>
    </form>
  );
}
