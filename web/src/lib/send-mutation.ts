/** What to do with a mutation's answer; each runs once, whatever became of the screen that asked. */
export type Answer<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
};

/**
 * Sends a mutation and runs `answer` when it settles. TanStack Query's own
 * `mutate(variables, { onSuccess })` drops those callbacks when the component that asked has
 * unmounted meanwhile (a live update refetched the list and the row went: a vendor approving a
 * return saw no 'approved'), and for every call but the latest one (a second order moved before
 * the first was answered left the first one marked busy). The promise of `mutateAsync` settles
 * regardless.
 */
export function sendMutation<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  answer: Answer<TData> = {},
): void {
  void mutation
    .mutateAsync(variables)
    .then(answer.onSuccess, (error: unknown) => answer.onError?.(error))
    .finally(answer.onSettled);
}
