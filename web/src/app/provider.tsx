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
      {/*
        At the top, clear of the dialogs' buttons (components/ui/dialog.tsx keeps that band free), and
        below the sticky header (h-16), so a toast never covers its links or the menu button.
      */}
      <Toaster richColors closeButton position="top-center" offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
    </>
  );
}
