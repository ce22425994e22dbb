import type { Kind } from './kinds.js';

export type Clock = () => number;

/**
 * What a store answers: the kept value, or a miss with the version of the kind it saw. A value is
 * kept under the version its load began with, so one loaded before a write (which moves the
 * version, on any instance) is never read after it.
 */
export type Lookup = { found: true; value: unknown } | { found: false; version: string };

/** The version of a miss that must not be kept (the store cannot keep anything just now). */
export const KEEP_NOTHING = '';

/**
 * Where kept answers live. This process's memory by default; Redis (redis-store.ts) when several
 * instances share them.
 */
export interface KeptStore {
  /** True when every instance reads this store: another instance's forget has already reached it. */
  readonly shared: boolean;
  get(kind: Kind, key: string): Promise<Lookup> | Lookup;
  set(kind: Kind, key: string, value: unknown, ttlMs: number, version: string): Promise<void> | void;
  forget(kinds: readonly Kind[]): Promise<void> | void;
}

/** Each kind in a Map of its own, at most `max` entries, the oldest dropped first. */
export class MemoryStore implements KeptStore {
  readonly shared = false;
  private readonly maps = new Map<Kind, Map<string, { value: unknown; expires: number }>>();

  constructor(
    private readonly sizes: Record<Kind, number>,
    private readonly now: Clock,
  ) {}

  get(kind: Kind, key: string): Lookup {
    const map = this.maps.get(kind);
    const hit = map?.get(key);
    if (hit && hit.expires > this.now()) return { found: true, value: hit.value };
    if (hit) map?.delete(key);
    // Kept (kept.ts) tells a load begun before a forget by its own generations.
    return { found: false, version: 'memory' };
  }

  set(kind: Kind, key: string, value: unknown, ttlMs: number): void {
    let map = this.maps.get(kind);
    if (!map) {
      map = new Map();
      this.maps.set(kind, map);
    }
    map.delete(key);
    if (map.size >= this.sizes[kind]) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, { value, expires: this.now() + ttlMs });
  }

  forget(kinds: readonly Kind[]): void {
    for (const kind of kinds) this.maps.get(kind)?.clear();
  }
}
