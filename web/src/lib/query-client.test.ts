import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { queryClient } from './query-client';
import { emitSessionChange } from './session-events';

describe('queryClient', () => {
  it('empties when the session changes', () => {
    queryClient.setQueryData(['orders'], [1, 2]);
    emitSessionChange();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it('retries a 5xx or network failure once, never a 4xx', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(404))).toBe(false);
    expect(retry(0, new ApiError(503))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('asks again for stale data when the window regains focus', () => {
    expect(queryClient.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(true);
  });
});
