import type { EmailVerificationState } from '@seamline/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getEmailVerification = () => api.get<EmailVerificationState>('/api/session/email-verification');

export const emailVerificationQueryOptions = () => queryOptions({ queryKey: ['email-verification'], queryFn: getEmailVerification });

export const useEmailVerification = () => useQuery(emailVerificationQueryOptions());

export const resendVerification = () => api.post<{ message: string }>('/api/session/email-verification');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
