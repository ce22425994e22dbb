import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { takeAnswered } from '@/lib/prefetch';
import { queryClient } from '@/lib/query-client';

/** The query cache for one screen; every screen shares the one client, so the cache outlives it. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Puts the answers the entry fetched ahead (lib/prefetch.ts) into the cache. */
export function seedPrefetched(): void {
  for (const { key, data, updatedAt } of takeAnswered()) {
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data, { updatedAt });
  }
}
