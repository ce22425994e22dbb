import type { BitArena } from './bit-arena.js';
import type { Bits } from './bits.js';

/** A family of bit sets over the same slots, one per key, kept in one arena. */
export class BitFamily {
  private readonly ids = new Map<number, number>();

  constructor(private readonly arena: BitArena) {}

  get(key: number): Bits | undefined {
    const id = this.ids.get(key);
    return id === undefined ? undefined : this.arena.view(id);
  }

  /** The key's set, made empty if new. */
  of(key: number): Bits {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.arena.alloc();
      this.ids.set(key, id);
    }
    return this.arena.view(id);
  }

  /** Lets the key's set go. */
  delete(key: number): void {
    const id = this.ids.get(key);
    if (id === undefined) return;
    this.arena.release(id);
    this.ids.delete(key);
  }

  size(): number {
    return this.ids.size;
  }

  clear(): void {
    for (const id of this.ids.values()) this.arena.release(id);
    this.ids.clear();
  }
}
