import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/lib/query-client';

// Dialogs load their panel (Radix) when one first opens; in tests it is in from the start, so a
// dialog appears as soon as it opens rather than after a module transform.
beforeAll(() => import('@/components/ui/dialog-panel'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The app's one query cache (the cart and the first screen use it) starts each test empty.
  queryClient.clear();
});
