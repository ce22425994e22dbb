/**
 * Answers the first page asks for before its screen's code has arrived (app/first-screen.ts).
 * Each is kept under its query key until the screen takes it: the query cache is seeded with the
 * answers already in when the screen's code loads (app/lazy-with-queries.tsx), and a query whose
 * answer is still on its way takes the request itself (`takePrefetched` in its queryFn). Either
 * way, one request per answer: nothing is fetched twice.
 */

/** An answer older than this is not used; as long as the query cache keeps one fresh. */
export const PREFETCH_MAX_AGE_MS = 30_000;

type Outcome = { ok: true; value: unknown; at: number } | { ok: false; at: number };

interface Entry {
  key: readonly unknown[];
  promise: Promise<unknown>;
  /** What the query cache keeps for the answer (an infinite query keeps a list of pages). */
  toCacheData: (value: unknown) => unknown;
  outcome?: Outcome;
}

const entries = new Map<string, Entry>();

/** A query key as text: object keys in a fixed order, like TanStack Query's own hash. */
export function hashKey(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const usable = (entry: Entry) => !entry.outcome || Date.now() - entry.outcome.at < PREFETCH_MAX_AGE_MS;

/** Starts `load` now and keeps its answer for the query with this key. */
export function prefetch<T>(
  key: readonly unknown[],
  load: () => Promise<T>,
  toCacheData: (value: T) => unknown = (value) => value,
): Promise<T> {
  const hash = hashKey(key);
  const known = entries.get(hash);
  if (known && usable(known)) return known.promise as Promise<T>;
  const promise = load();
  const entry: Entry = { key, promise, toCacheData: toCacheData as (value: unknown) => unknown };
  entries.set(hash, entry);
  promise.then(
    (value) => {
      entry.outcome = { ok: true, value, at: Date.now() };
    },
    // Handled here so a request no screen took never shows as an unhandled rejection; a query
    // that takes it still sees the failure.
    () => {
      entry.outcome = { ok: false, at: Date.now() };
    },
  );
  return promise;
}

/** The prefetched request for this query key, once: later calls fetch anew. */
export function takePrefetched<T>(key: readonly unknown[]): Promise<T> | undefined {
  const hash = hashKey(key);
  const entry = entries.get(hash);
  if (!entry) return undefined;
  entries.delete(hash);
  return usable(entry) ? (entry.promise as Promise<T>) : undefined;
}

/** Takes every answer already in (failures stay for their query), for seeding the query cache. */
export function takeAnswered(): { key: readonly unknown[]; data: unknown; updatedAt: number }[] {
  const answered = [];
  for (const [hash, entry] of entries) {
    const { outcome } = entry;
    if (!outcome?.ok) continue;
    entries.delete(hash);
    if (usable(entry)) answered.push({ key: entry.key, data: entry.toCacheData(outcome.value), updatedAt: outcome.at });
  }
  return answered;
}

/** On sign-in and sign-out (app/first-screen.ts): nothing fetched for one user may show for the next. */
export function clearPrefetched(): void {
  entries.clear();
}
