import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The app's one query cache (the cart and the first screen use it) starts each test empty.
  queryClient.clear();
});
