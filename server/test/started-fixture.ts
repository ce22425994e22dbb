import { afterAll, beforeAll } from 'vitest';

/**
 * A test file's fixture, started in `beforeAll` (after hooks registered before it, before those
 * registered after) and stopped in `afterAll`. The answer reads it, and throws if a test reads it
 * before its `beforeAll` has run.
 */
export function useStartedFixture<T>(what: string, start: () => Promise<T>, stop: (started: T) => Promise<unknown>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error(`${what} used before its beforeAll has run`);
    return started;
  };
}

/**
 * `onto` with a getter per key of `keys` reading the fixture's own, so that a file can hold the
 * answer from its first line and read through it once started.
 */
export function forwardFields<T, K extends keyof T, O extends object>(get: () => T, keys: readonly K[], onto: O): O & Pick<T, K> {
  for (const key of keys) Object.defineProperty(onto, key, { get: () => get()[key], enumerable: true });
  return onto as O & Pick<T, K>;
}
