import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionChange } from './session-events';

/** Client errors (4xx) are answers, not hiccups: retry only network failures and 5xx. */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Back from another window or device, a screen asks again for what went stale (docs/architecture.md#accounts-mail-live).
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => (error instanceof ApiError && error.status < 500 ? false : failureCount < 1),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. It loads with the first screen that reads data through TanStack
 * Query (app/lazy-with-queries.tsx), or after the first render with the parts of the shell and
 * that read through it (the buyer's cart), which
 * keeps TanStack Query out of the JavaScript a first visit waits for.
 */
export const queryClient = makeQueryClient();

// Nothing fetched for one user may show for the next.
onSessionChange(() => queryClient.clear());
