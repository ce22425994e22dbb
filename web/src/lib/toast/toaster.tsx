import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { ErrorBoundary } from '@/components/error-boundary';
import { isToasterWanted, loadSonner, subscribeToToasterWanted } from './toast';

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's <Toaster>, rendered (and its code fetched) only once the app raises a toast. */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    // If the code cannot load, the page goes on without toasts (toast.ts logs the failure).
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SonnerToaster {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
