import type { Bits } from './bits.js';

/** Under tests (vitest, or NODE_ENV=test) the index checks what it is handed: sets are the arena's, working sets alive. */
export const CHECKED = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/** Whoever hands out working sets: its generation grows by one each time they are all taken back. */
export interface Generations {
  readonly generation: number;
  /** What a set of it is called in a message: "a question", "a search". */
  readonly of: string;
}

/** Under tests, each working set handed out, with its owner and the generation it belongs to. */
const born = new WeakMap<Bits, { owner: Generations; generation: number }>();

/** Notes (under tests) that `bits` belongs to the owner's current generation. */
export function handedOut(bits: Bits, owner: Generations): void {
  if (CHECKED) born.set(bits, { owner, generation: owner.generation });
}

/**
 * Refuses (under tests) a working set whose question or search has ended: its words are being
 * reused by a later one, so reading it would give that one's answer.
 */
export function checkAlive(bits: Bits | null | undefined): void {
  if (!CHECKED || !bits) return;
  const life = born.get(bits);
  if (life && life.generation !== life.owner.generation) {
    throw new Error(
      `a working set of ${life.owner.of} that has ended was used (generation ${life.generation}, now ${life.owner.generation}): read a question's sets before the next question begins, a search's inside its callback`,
    );
  }
}
