import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileKernels } from '../../../../scripts/kernels.js';
import { BIT_KERNELS_BASE64 } from './bit-kernels.js';
import { BitArena } from './bit-arena.js';
import { BitFamily } from './bit-family.js';
import { type Bits, BLOCK_WORDS } from './bits.js';
import { countIn, scopeOf, slotsIn } from './bits-reference.js';
import { WorkingSets } from './working-sets.js';

/** Random words, a third of them empty so that scopes leave blocks out. */
const wordArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }));

describe('bit kernels', () => {
  it('are the compiled bit-kernels.wat (run `npm run kernels -w server` after editing it)', async () => {
    expect(BIT_KERNELS_BASE64).toBe(await compileKernels());
  });

  it('count, join and scope as word-by-word loops do, on random sets and scopes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((blocks) =>
          fc.record({
            sets: fc.array(fc.array(wordArb, { minLength: blocks * BLOCK_WORDS, maxLength: blocks * BLOCK_WORDS }), {
              minLength: 4,
              maxLength: 4,
            }),
            chosen: fc.array(fc.boolean(), { minLength: blocks, maxLength: blocks }),
          }),
        ),
        ({ sets, chosen }) => {
          const words = chosen.length * BLOCK_WORDS;
          const arena = new BitArena(words);
          const family = new BitFamily(arena);
          sets.forEach((words, k) => {
            family.of(k).set(words);
          });
          const [a, b, c, d] = [0, 1, 2, 3].map((k) => family.get(k) as Bits) as [Bits, Bits, Bits, Bits];
          const within = Int32Array.from(chosen.flatMap((yes, block) => (yes ? [block] : [])));
          const word = (set: Bits, i: number) => set[i] as number;

          expect(arena.popcountIn(a, within)).toBe(countIn(within, (i) => word(a, i)));
          expect(arena.popcountAndIn(a, b, within)).toBe(countIn(within, (i) => word(a, i) & word(b, i)));
          expect(arena.popcountAndAnyIn(a, [b, c, d], within)).toBe(
            countIn(within, (i) => word(a, i) & (word(b, i) | word(c, i) | word(d, i))),
          );
          expect([...arena.scopeOf(a)]).toEqual([...scopeOf(a)]);
          expect([...arena.scopeOf(a, within)]).toEqual([...scopeOf(a, within)]);
          expect([...arena.slotsIn(a, within)]).toEqual([...slotsIn(a, within)]);

          const before = { a: [...a], b: [...b], c: [...c], d: [...d] };
          // In the scope, op of x and y; elsewhere the output as it was.
          const expected = (op: (x: number, y: number) => number, old: number[], x: number[], y: number[]) =>
            old.map((v, i) => (within.includes(Math.floor(i / BLOCK_WORDS)) ? op(x[i] as number, y[i] as number) >>> 0 : v));
          const out = family.of(4);
          arena.andAllIn(out, a, [b, c], within);
          expect([...out]).toEqual(
            expected(
              (x, y) => x & y,
              new Array(words).fill(0),
              before.a,
              before.b.map((v, i) => v & (before.c[i] as number)),
            ),
          );
          arena.andAllIn(out, d, [], within);
          expect([...out]).toEqual(expected((x) => x, new Array(words).fill(0), before.d, before.d));
          arena.andNotIn(d, a, b, within);
          expect([...d]).toEqual(expected((x, y) => x & ~y, before.d, before.a, before.b));
          arena.copyIn(d, c, within);
          expect([...d]).toEqual(
            expected(
              (x) => x,
              expected((x, y) => x & ~y, before.d, before.a, before.b),
              before.c,
              before.c,
            ),
          );
          arena.orIn(c, a, within);
          expect([...c]).toEqual(expected((x, y) => x | y, before.c, before.c, before.a));
          arena.andOf(b, a, c, within);
          expect([...b]).toEqual(expected((x, y) => x & y, before.b, before.a, [...c]));
          arena.andIn(a, b, within);
          expect([...a]).toEqual(expected((x, y) => x & y, before.a, before.a, [...b]));
        },
      ),
    );
  });

  it('keeps every set and scratch set whole when the arena grows, and hands out zeroed sets', () => {
    const arena = new BitArena(32);
    const family = new BitFamily(arena);
    const scratch = new WorkingSets(arena);
    for (let k = 0; k < 300; k++) family.of(k)[k % 32] = k + 1;
    arena.grow(64);
    for (let k = 0; k < 300; k++) {
      const set = family.get(k) as Bits;
      expect(set.length).toBe(64);
      expect([...set].filter((v) => v !== 0)).toEqual([k + 1]);
      expect(set[k % 32]).toBe(k + 1);
    }
    const all = Int32Array.from({ length: 8 }, (_, b) => b);
    const taken = scratch.take(all);
    arena.copyIn(taken, family.get(5) as Bits, all);
    expect(taken[5]).toBe(6);
    scratch.reset();
    expect([...scratch.take(Int32Array.of(0))].every((v) => v === 0)).toBe(true);
    family.clear();
    expect([...family.of(1)].every((v) => v === 0)).toBe(true);
  });

  it('refuses, under tests, a set that is not the arena’s', () => {
    const arena = new BitArena(8);
    expect(() => arena.popcountIn(new Uint32Array(8), Int32Array.of(0))).toThrow(/not one of the arena/);
  });
});
