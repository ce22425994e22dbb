import type { Kind } from './kinds.js';

export type Clock = () => number;

/**
 * Where kept answers live. This process's memory by default; a shared store (Redis) for several
 * instances is another implementation of this interface.
 */
export interface KeptStore {
  get(kind: Kind, key: string): Promise<unknown> | unknown;
  set(kind: Kind, key: string, value: unknown, ttlMs: number): Promise<void> | void;
  forget(kinds: readonly Kind[]): Promise<void> | void;
}

/** Each kind in a Map of its own, at most `max` entries, the oldest dropped first. */
export class MemoryStore implements KeptStore {
  private readonly maps = new Map<Kind, Map<string, { value: unknown; expires: number }>>();

  constructor(
    private readonly sizes: Record<Kind, number>,
    private readonly now: Clock,
  ) {}

  get(kind: Kind, key: string): unknown {
    const map = this.maps.get(kind);
    const hit = map?.get(key);
    if (!hit) return undefined;
    if (hit.expires > this.now()) return hit.value;
    map?.delete(key);
    return undefined;
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
