import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

interface Loaded {
  Screen: ComponentType;
  QueryProvider: ComponentType<{ children: ReactNode }>;
}

/** A screen that reads data through TanStack Query, loaded on demand (`lazyWithQueries`). */
export interface LazyQueryScreen {
  /** Loads the screen's code and the query cache; rejects when a download fails. */
  preload(): Promise<void>;
  /** Both, once they are in. */
  loaded?: Loaded;
  Suspending: LazyExoticComponent<ComponentType<{ screen: LazyQueryScreen }>>;
}

function LoadedScreen({ screen }: { screen: LazyQueryScreen }) {
  if (!screen.loaded) return null; // never: rendered once loaded
  const { Screen, QueryProvider } = screen.loaded;
  return (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  );
}

/**
 * Renders a `lazyWithQueries` screen: at once when its code is in (the first page preloads it,
 * app/first-screen.ts), so the page commits with its screen in place rather than with the
 * Suspense spinner first (React holds back whatever replaces a fallback for 300 ms after the
 * fallback showed); through Suspense otherwise.
 */
export function LazyScreen({ screen }: { screen: LazyQueryScreen }) {
  return screen.loaded ? <LoadedScreen screen={screen} /> : <screen.Suspending screen={screen} />;
}

/**
 * A lazily loaded screen that reads data through TanStack Query. Its code and the query cache
 * (app/query-provider.tsx) load together, in parallel, so the home page, which needs neither, stays
 * small and no screen waits for one chunk before asking for the next.
 */
export function lazyWithQueries(load: () => Promise<{ default: ComponentType }>): LazyQueryScreen {
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), import('./query-provider')]).then(
      ([{ default: Screen }, { QueryProvider }]) => {
        screen.loaded = { Screen, QueryProvider };
      },
      (error: unknown) => {
        // A failed download (offline, say) is tried again on the next render: React keeps a lazy
        // component's failure for good, so the next render gets a new one.
        loading = undefined;
        screen.Suspending = suspending();
        throw error;
      },
    );
    return loading;
  };
  const suspending = () =>
    lazy(async () => {
      await start();
      return { default: LoadedScreen };
    });
  const screen: LazyQueryScreen = { preload: start, Suspending: suspending() };
  return screen;
}
