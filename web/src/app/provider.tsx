import type { ReactNode } from 'react';
import { Toaster } from '@/lib/toast';

/**
 * App-wide pieces that need no router: the toast area. The query cache is not here: screens that
 * fetch bring it (app/lazy-with-queries.tsx), so the first page loads without TanStack Query.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* At the top, clear of the dialogs' buttons (components/ui/dialog.tsx keeps that band free). */}
      <Toaster richColors closeButton position="top-center" />
    </>
  );
}
