import type { ResetPasswordRequest } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetPassword = (input: ResetPasswordRequest) =>
  api.post<{ message: string }>('/api/registration/reset-password', input, { credentialCheck: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
