/**
 * A small per-process cache for values that may be a few seconds stale without harm (catalogue
 * answers, totals, dashboards). Nothing that decides correctness lives here: stock, carts and
 * orders are always read from the database when they are changed, so several instances each
 * keeping their own copy is fine.
 *
 * - Concurrent misses of one key share one load (a burst of identical requests costs one query).
 * - `delete` and `clear` also forget loads still running, and a load that began before either
 *   never stores its value, so nothing read before a write outlives it.
 * - A TTL of 0 turns caching off: every `get` loads.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value);
    const running = this.loading.get(key);
    if (running) return running;

    const generation = this.generation;
    const promise = load().then((value) => {
      if (generation === this.generation) this.store(key, value);
      return value;
    });
    this.loading.set(key, promise);
    const forget = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  delete(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}
