import type { FitProfile, FitProfileInput } from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fitProfileQueryKey, fitProfileQueryOptions } from './get-fit-profile';

export const saveFitProfile = (input: FitProfileInput) => api.put<FitProfile>('/api/buyer/fitProfile', input);

/** Saves measurements and usual sizes; the profile shows the answer, and every product's advice is asked again. */
export function useSaveFitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFitProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(fitProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: [...fitProfileQueryKey, 'advice'] });
    },
  });
}
