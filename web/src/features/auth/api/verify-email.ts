import type { VerifyEmailRequest } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verifyEmail = (input: VerifyEmailRequest) =>
  api.post<{ message: string }>('/api/registration/verify-email', input, { credentialCheck: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
