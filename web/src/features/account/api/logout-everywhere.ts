import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const logoutEverywhere = () => api.post<{ message: string }>('/api/session/logout-everywhere');

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
