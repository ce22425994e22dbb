import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded screen that reads data through TanStack Query. Its code and the query cache
 * (app/query-provider.tsx) load together, in parallel, so the home page, which needs neither, stays
 * small and no screen waits for one chunk before asking for the next.
 */
export function lazyWithQueries(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Screen }, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    return {
      default: function ScreenWithQueries() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      },
    };
  });
}
