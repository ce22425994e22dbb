import type { LoginRequest, LoginResponse } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (input: LoginRequest) => api.post<LoginResponse>('/api/registration/login', input, { credentialCheck: true });

export const useLogin = () => useMutation({ mutationFn: login });
