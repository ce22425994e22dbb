import type { registerRequest } from '@seamline/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RegisterPayload = z.output<typeof registerRequest>;

export const register = (input: RegisterPayload) => api.post<{ userId: number; message: string }>('/api/registration/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
