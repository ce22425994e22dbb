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

/** The slots one word holds. */
export const bitCount = (word: number): number => {
  let v = word >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

export function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    const v = bits[i] as number;
    if (v !== 0) n += bitCount(v);
  }
  return n;
}

/**
 * Slots are handed out in blocks of 256 (8 words), each block holding products of one category and
 * subcategory only; a question then reads just the blocks its set holds slots in (its scope), a
 * sixth of the words for men's shoes in a shop of 100,000 products rather than all of them.
 */
export const BLOCK_WORDS = 8;
export const BLOCK_SLOTS = BLOCK_WORDS * 32;

/** The blocks a set holds any slot in, ascending. */
export type Scope = Int32Array;

/** The blocks `bits` holds slots in: among those of `within` when given (it holds none elsewhere). */
export function scopeOf(bits: Bits, within?: Scope): Scope {
  const blocks = within ? within.length : Math.ceil(bits.length / BLOCK_WORDS);
  const out = new Int32Array(blocks);
  let k = 0;
  for (let j = 0; j < blocks; j++) {
    const b = within ? (within[j] as number) : j;
    const to = Math.min((b + 1) * BLOCK_WORDS, bits.length);
    for (let i = b * BLOCK_WORDS; i < to; i++) {
      if (bits[i] !== 0) {
        out[k++] = b;
        break;
      }
    }
  }
  return out.subarray(0, k);
}

/** Words a scope covers: what a pass over it costs. */
export const scopeWords = (scope: Scope): number => scope.length * BLOCK_WORDS;

/** How many slots `bits` (which holds none outside the scope) holds. */
export function popcountIn(bits: Bits, scope: Scope): number {
  let n = 0;
  for (const b of scope) {
    const to = Math.min((b + 1) * BLOCK_WORDS, bits.length);
    for (let i = b * BLOCK_WORDS; i < to; i++) {
      const v = bits[i] as number;
      if (v !== 0) n += bitCount(v);
    }
  }
  return n;
}

/** The slots `bits` (which holds none outside the scope) holds, ascending. */
export function slotsIn(bits: Bits, scope: Scope): Int32Array {
  const out = new Int32Array(popcountIn(bits, scope));
  let k = 0;
  for (const b of scope) {
    const to = Math.min((b + 1) * BLOCK_WORDS, bits.length);
    for (let i = b * BLOCK_WORDS; i < to; i++) {
      let v = bits[i] as number;
      while (v !== 0) {
        const low = v & -v;
        out[k++] = (i << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
  }
  return out;
}

/** `into` := `into` AND `other`, where `into` may hold slots (elsewhere it stays empty). */
export function andIn(into: Bits, other: Bits, scope: Scope): void {
  for (const b of scope) {
    const to = Math.min((b + 1) * BLOCK_WORDS, into.length);
    for (let i = b * BLOCK_WORDS; i < to; i++) into[i] = (into[i] as number) & ((other[i] ?? 0) as number);
  }
}

/** `into` := `into` OR `other`, within the scope only. */
export function orIn(into: Bits, other: Bits, scope: Scope): void {
  for (const b of scope) {
    const to = Math.min((b + 1) * BLOCK_WORDS, into.length, other.length);
    for (let i = b * BLOCK_WORDS; i < to; i++) into[i] = (into[i] as number) | (other[i] as number);
  }
}

/** How many slots of `a` (which holds none outside the scope) `b` holds too, without making their intersection. */
export function popcountAndIn(a: Bits, b: Bits, scope: Scope): number {
  let n = 0;
  for (const block of scope) {
    const to = Math.min((block + 1) * BLOCK_WORDS, a.length, b.length);
    for (let i = block * BLOCK_WORDS; i < to; i++) {
      const v = (a[i] as number) & (b[i] as number);
      if (v !== 0) n += bitCount(v);
    }
  }
  return n;
}

/** How many slots of `a` (which holds none outside the scope) at least one of `any` holds too, without making the union. */
export function popcountAndAnyIn(a: Bits, any: readonly Bits[], scope: Scope): number {
  if (any.length === 1) return popcountAndIn(a, any[0] as Bits, scope);
  let n = 0;
  for (const block of scope) {
    const to = Math.min((block + 1) * BLOCK_WORDS, a.length);
    for (let i = block * BLOCK_WORDS; i < to; i++) {
      const w = a[i] as number;
      if (w === 0) continue;
      let u = 0;
      for (const set of any) u |= set[i] as number;
      const v = w & u;
      if (v !== 0) n += bitCount(v);
    }
  }
  return n;
}

/** The slots set, in ascending order. */
export const slotsOf = (bits: Bits): Int32Array => slotsIn(bits, scopeOf(bits));

/**
 * Bit sets a question works in, reused from one question to the next: a fresh 16 KB typed array
 * costs more than most of the operations on it. Everything taken is valid until `reset`, which
 * each question calls first; nothing taken may outlive its question.
 */
export class ScratchSets {
  private readonly sets: Bits[] = [];
  private taken = 0;

  constructor(private words: number) {}

  /** Starts a question: every set taken before may be handed out again. */
  reset(words: number): void {
    if (words !== this.words) {
      this.sets.length = 0;
      this.words = words;
    }
    this.taken = 0;
  }

  /** An empty set, or a copy of `from`. */
  take(from?: Bits): Bits {
    let set = this.sets[this.taken];
    if (!set) {
      set = new Uint32Array(this.words);
      this.sets.push(set);
    }
    this.taken++;
    if (from) set.set(from);
    else set.fill(0);
    return set;
  }
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
