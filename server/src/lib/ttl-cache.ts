/**
 * A small per-process cache for values that may be a few seconds stale without harm (catalogue
 * totals). Nothing that decides correctness lives here: stock, carts and orders are always read
 * from the database, so several instances each keeping their own copy is fine.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
