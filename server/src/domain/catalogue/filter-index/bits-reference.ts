import { BLOCK_WORDS, type Bits, bitCount, type Scope } from './bits.js';

/**
 * The scalar reference loops: what the kernels of bit-kernels.wat (BitArena) compute, a word at a
 * time in plain JavaScript. bits.test.ts holds the kernels to them; the index itself uses the kernels.
 */

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

/** The word numbers of a scope's blocks. */
const wordsIn = (scope: Scope): number[] => [...scope].flatMap((b) => Array.from({ length: BLOCK_WORDS }, (_, i) => b * BLOCK_WORDS + i));

/** How many bits `word(i)` holds over the scope's words. */
export const countIn = (scope: Scope, word: (i: number) => number): number => wordsIn(scope).reduce((n, i) => n + bitCount(word(i)), 0);

/** The slots `bits` (which holds none outside the scope) holds, ascending. */
export function slotsIn(bits: Bits, scope: Scope): Int32Array {
  const out: number[] = [];
  for (const i of wordsIn(scope)) {
    let v = bits[i] ?? 0;
    while (v !== 0) {
      const low = v & -v;
      out.push((i << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
  return Int32Array.from(out);
}

/** The slots set, in ascending order. */
export const slotsOf = (bits: Bits): Int32Array => slotsIn(bits, scopeOf(bits));
