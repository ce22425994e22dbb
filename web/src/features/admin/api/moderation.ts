import { MODERATION_PAGE, type ModerationProduct, type ModerationReview } from '@seamline/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPage } from '@/lib/paging';

export type ModerationKind = 'products' | 'reviews';
type Item<K extends ModerationKind> = K extends 'products' ? ModerationProduct : ModerationReview;

/** One page of products or reviews to moderate, newest first, found by `search`. */
export const moderationQueryOptions = <K extends ModerationKind>(kind: K, search: string, offset: number) =>
  queryOptions({
    queryKey: ['admin', 'moderation', kind, search, offset],
    queryFn: ({ signal }) =>
      getPage<Item<K>>(`/api/admin/${kind}`, { params: { search: search || undefined }, limit: MODERATION_PAGE, offset, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useModeration = <K extends ModerationKind>(kind: K, search: string, offset: number) =>
  useQuery(moderationQueryOptions(kind, search, offset));

/** Hides or shows a product or a review; the lists and the audit are asked again. */
export function useSetHidden(kind: ModerationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) => api.put<unknown>(`/api/admin/${kind}/${id}`, { hidden }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', kind] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
