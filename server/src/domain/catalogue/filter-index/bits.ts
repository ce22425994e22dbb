/**
 * Sets of index slots as bits, 32 to a word: a filter is then a few word-wide ANDs and ORs over the
 * whole shop rather than a test per product (docs/decisions/080).
 */
export type Bits = Uint32Array;

export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

export function has(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

export function add(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
}

export function remove(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) & ~(1 << (slot & 31));
}

/** `into` := `into` AND `other`. */
export function andInto(into: Bits, other: Bits): void {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & ((other[i] ?? 0) as number);
}

/** `into` := `into` OR `other`. */
export function orInto(into: Bits, other: Bits): void {
  const n = Math.min(into.length, other.length);
  for (let i = 0; i < n; i++) into[i] = (into[i] as number) | (other[i] as number);
}

export function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] as number;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** How many slots both hold, without making their intersection. */
export function popcountAnd(a: Bits, b: Bits): number {
  let n = 0;
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) {
    let v = ((a[i] as number) & (b[i] as number)) >>> 0;
    if (v === 0) continue;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** How many slots `a` holds that at least one of `any` holds too, without making the union. */
export function popcountAndAny(a: Bits, any: readonly Bits[]): number {
  if (any.length === 1) return popcountAnd(a, any[0] as Bits);
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] as number;
    if (w === 0) continue;
    let u = 0;
    for (const set of any) u |= set[i] as number;
    let v = (w & u) >>> 0;
    if (v === 0) continue;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** The slots set, in ascending order. */
export function slotsOf(bits: Bits): Int32Array {
  const out = new Int32Array(popcount(bits));
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] as number;
    while (v !== 0) {
      const low = v & -v;
      out[k++] = (i << 5) + 31 - Math.clz32(low);
      v ^= low;
    }
  }
  return out;
}

/** A family of bit sets over the same slots, one per key, grown together. */
export class BitFamily {
  private readonly sets = new Map<number, Bits>();

  constructor(private words: number) {}

  get(key: number): Bits | undefined {
    return this.sets.get(key);
  }

  /** The key's set, made empty if new. */
  of(key: number): Bits {
    let set = this.sets.get(key);
    if (!set) {
      set = new Uint32Array(this.words);
      this.sets.set(key, set);
    }
    return set;
  }

  grow(words: number): void {
    for (const [key, set] of this.sets) {
      const grown = new Uint32Array(words);
      grown.set(set);
      this.sets.set(key, grown);
    }
    this.words = words;
  }

  clear(): void {
    this.sets.clear();
  }
}
