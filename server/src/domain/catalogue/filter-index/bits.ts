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

/** The slots one word holds. */
export const bitCount = (word: number): number => {
  let v = word >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * Slots are handed out in blocks of 256 (8 words), each block holding products of one category and
 * subcategory only; a question then reads just the blocks its set holds slots in (its scope), a
 * sixth of the words for men's shoes in a shop of 100,000 products rather than all of them.
 */
export const BLOCK_WORDS = 8;
export const BLOCK_SLOTS = BLOCK_WORDS * 32;

/** The blocks a set holds any slot in, ascending. */
export type Scope = Int32Array;

/** Words a scope covers: what a pass over it costs. */
export const scopeWords = (scope: Scope): number => scope.length * BLOCK_WORDS;
