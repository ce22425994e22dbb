import { prng } from '../server/src/seed/catalogue.js';

/**
 * A seeded random source for the bench's questions: one seed always asks the same questions, so
 * two runs (and the two sizes of a growth run) are comparable.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** k different items of the list (all of it when k ≥ its length), in the list's order. */
  some<T>(list: readonly T[], k: number): T[];
}

/** The demo seed's mulberry32 (seed 0 taken as 1): small, fast, and good enough to spread questions. */
export function seededRandom(seed: number): Random {
  const { next } = prng(seed >>> 0 || 1);
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      const v = list[below(list.length)];
      if (v === undefined) throw new Error('pick from an empty list');
      return v;
    },
    some<T>(list: readonly T[], k: number): T[] {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(k, list.length)) chosen.add(below(list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i] as T);
    },
  };
}

/**
 * Up to `count` different questions from a generator; stops early when the generator keeps
 * repeating itself (a space smaller than asked for), so a bad generator cannot loop forever.
 */
export function distinct(count: number, make: () => string): string[] {
  const seen = new Set<string>();
  let misses = 0;
  while (seen.size < count && misses < count * 20) {
    const q = make();
    if (seen.has(q)) misses += 1;
    else seen.add(q);
  }
  return [...seen];
}
