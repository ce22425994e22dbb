import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPrefetched, PREFETCH_MAX_AGE_MS, prefetch, takeAnswered, takePrefetched } from './prefetch';
import { emitSessionChange } from './session-events';

afterEach(() => clearPrefetched());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch', () => {
  it('hands a request to its query once; the next time the query fetches itself', async () => {
    const load = vi.fn(async () => 'answer');
    const started = prefetch(['product', '7'], load);
    prefetch(['product', '7'], load); // asked again while on its way: the same request
    expect(load).toHaveBeenCalledTimes(1);
    expect(takePrefetched(['product', '7'])).toBe(started);
    expect(takePrefetched(['product', '7'])).toBeUndefined();
    await expect(started).resolves.toBe('answer');
  });

  it('matches keys whatever the order of their object fields', () => {
    const started = prefetch(['products', { category: 'male', sort: undefined, q: undefined }, 3], async () => 1);
    expect(takePrefetched(['products', { q: undefined, sort: undefined, category: 'male' }, 3])).toBe(started);
  });

  it('gives the answers already in for the cache, in the shape the cache keeps', async () => {
    prefetch(
      ['products', {}, undefined],
      async () => ({ items: [1] }),
      (page) => ({ pages: [page], pageParams: [0] }),
    );
    prefetch(['reviews', '7'], () => new Promise(() => {})); // still on its way
    const failed = prefetch(['product', '7'], async () => {
      throw new Error('offline');
    });
    await settle();
    expect(takeAnswered()).toEqual([
      { key: ['products', {}, undefined], data: { pages: [{ items: [1] }], pageParams: [0] }, updatedAt: expect.any(Number) },
    ]);
    expect(takeAnswered()).toEqual([]);
    // What is not in yet, or failed, stays for the query to take, which then sees the failure.
    expect(takePrefetched(['reviews', '7'])).toBeDefined();
    await expect(takePrefetched(['product', '7'])).rejects.toThrow('offline');
    await expect(failed).rejects.toThrow('offline');
  });

  it('does not use an answer older than the cache would keep fresh', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    prefetch(['product', '7'], async () => 'old');
    await settle();
    now.mockReturnValue(1_000 + PREFETCH_MAX_AGE_MS);
    expect(takeAnswered()).toEqual([]);
    prefetch(['product', '8'], async () => 'old');
    await settle();
    now.mockReturnValue(1_000 + 2 * PREFETCH_MAX_AGE_MS);
    expect(takePrefetched(['product', '8'])).toBeUndefined();
  });

  it('forgets everything on clear (a sign-in or sign-out)', () => {
    prefetch(['product', '7'], async () => 'guest view');
    clearPrefetched();
    expect(takePrefetched(['product', '7'])).toBeUndefined();
    emitSessionChange(); // nothing listens here; app/first-screen.ts connects the two
  });
});
