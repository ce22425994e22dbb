import type { ForgotPasswordRequest } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (input: ForgotPasswordRequest) =>
  api.post<{ message: string }>('/api/registration/forgot-password', input, { credentialCheck: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
