import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fitProfileQueryKey } from './get-fit-profile';

/** Forgets the measurements and usual sizes; the history stays with the orders. */
export const forgetFitProfile = () => api.delete<unknown>('/api/buyer/fitProfile');

export function useForgetFitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetFitProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fitProfileQueryKey }),
  });
}
