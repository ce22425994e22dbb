import { type Kind, KINDS, kindsReading, type Topic } from './kinds.js';
import { type Clock, type KeptStore, MemoryStore } from './memory-store.js';

/** Answers `load()`'s value, from the kept copy while it is fresh. Domain code takes this to keep a value it computes. */
export type Remember = <V>(key: string, load: () => Promise<V>) => Promise<V>;

/** Remembers nothing: what domain functions use when no cache is given. */
export const rememberNothing: Remember = (_key, load) => load();

export interface KeptOptions {
  /** How long an answer is kept; 0 keeps nothing. */
  ttlSeconds: number;
  now?: Clock;
  store?: KeptStore;
}

/**
 * The one cache of the server: every answer kept for a few seconds goes through here.
 * - Concurrent misses of one key share one load, so a burst of identical requests costs one query.
 * - `forget` drops every kind that reads a changed topic, and a load that began before it never
 *   stores its value, so nothing read before a write outlives it.
 * - A failed load is never kept.
 */
export class Kept {
  private readonly ttlMs: number;
  private readonly store: KeptStore;
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly generations = new Map<Kind, number>();

  constructor(options: KeptOptions) {
    this.ttlMs = options.ttlSeconds * 1000;
    const sizes = Object.fromEntries(Object.entries(KINDS).map(([k, v]) => [k, v.max])) as Record<Kind, number>;
    this.store = options.store ?? new MemoryStore(sizes, options.now ?? Date.now);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get<V>(kind: Kind, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    // Taken when the question is asked, before any await: a write after this point makes the answer stale.
    return this.lookup(kind, key, load, this.generation(kind));
  }

  private generation(kind: Kind): number {
    return this.generations.get(kind) ?? 0;
  }

  private async lookup<V>(kind: Kind, key: string, load: () => Promise<V>, generation: number): Promise<V> {
    const hit = await this.store.get(kind, key);
    if (hit !== undefined) return hit as V;
    // Keyed by generation too, so a question asked after a write never joins a load begun before it.
    const id = `${kind}\u0000${generation}\u0000${key}`;
    const running = this.loading.get(id);
    if (running) return running as Promise<V>;

    const promise = load().then(async (value) => {
      if (this.generation(kind) === generation) await this.store.set(kind, key, value, this.ttlMs);
      return value;
    });
    this.loading.set(id, promise);
    const done = () => this.loading.delete(id);
    promise.then(done, done);
    return promise;
  }

  /** A `Remember` for one kind, to hand to domain code. */
  remember(kind: Kind): Remember {
    return (key, load) => this.get(kind, key, load);
  }

  /** What a successful write calls with the topics it changed. */
  async forget(topics: readonly Topic[]): Promise<void> {
    const kinds = kindsReading(topics);
    for (const kind of kinds) this.generations.set(kind, this.generation(kind) + 1);
    await this.store.forget(kinds);
  }
}
