import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';

// Files share their worker's window and its libraries (vite.config.ts), not the app's modules: each
// file imports the app afresh, so no module state (the session's expiry flag, the toaster, the last
// path shown) reaches the next file.
vi.resetModules();

// Dialogs load their panel (Radix) when one first opens; in tests it is in from the start, so a
// dialog appears as soon as it opens rather than after a module transform.
beforeAll(() => import('@/components/ui/dialog-panel'));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // sonner keeps its toasts in its own module, which files share: the next test's toaster starts empty.
  toast.dismiss();
  // The app's one query cache (the cart and the first screen use it) starts each test empty.
  const { queryClient } = await import('@/lib/query-client');
  queryClient.clear();
});
