import type { ChangePasswordRequest } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (input: ChangePasswordRequest) => api.put<{ message: string }>('/api/session/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
