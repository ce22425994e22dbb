import type { BitArena } from './bit-arena.js';
import type { Bits, Scope } from './bits.js';
import { CHECKED, type Generations, handedOut } from './lifetimes.js';

/**
 * Bit sets a question works in, reused from one question to the next: a fresh 16 KB typed array
 * costs more than most of the operations on it. A set is taken for a scope, the blocks it will be
 * written in, and only those are cleared when the next question begins. Everything taken is
 * valid until `reset`, which each question calls first; nothing taken may outlive its question.
 * Each reset starts a new generation; under tests a set of an older one is refused (lifetimes.ts).
 */
export class WorkingSets implements Generations {
  generation = 0;
  private readonly ids: number[] = [];
  /** Per set taken, the blocks it may hold bits in (valid until reset: a scope may be the question's own WorkingInts). */
  private readonly written: Scope[] = [];
  private taken = 0;

  /** `of`: what its sets work for, in messages ("a question", "a search"). */
  constructor(
    private readonly arena: BitArena,
    readonly of = 'a question',
  ) {}

  /** Starts a question: every set taken before is emptied, to be handed out again. */
  reset(): void {
    for (let i = 0; i < this.taken; i++) this.arena.clearIn(this.arena.view(this.ids[i] as number), this.written[i] as Scope);
    this.written.length = 0;
    this.taken = 0;
    this.generation++;
  }

  /** An empty set, to be written in the scope's blocks only. */
  take(scope: Scope): Bits {
    let id = this.ids[this.taken];
    if (id === undefined) {
      id = this.arena.alloc();
      this.ids.push(id);
    }
    this.written[this.taken] = scope;
    this.taken++;
    if (!CHECKED) return this.arena.view(id);
    // A view of its own, so that it can be told from the same words handed out in a later generation.
    const set = this.arena.freshView(id);
    handedOut(set, this);
    return set;
  }
}

/**
 * Int32 arrays a question counts in, cut from one buffer that the next question uses again: an
 * array of more than 16 numbers lives outside the heap, and hundreds a question cost the garbage
 * collector more than the counting. Nothing taken may outlive its question (`reset`).
 */
export class WorkingInts {
  private buffer = new Int32Array(4096);
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  /** Bytes it holds. */
  byteSize(): number {
    return this.buffer.byteLength;
  }

  /** `n` zeros. */
  take(n: number): Int32Array {
    if (this.used + n > this.buffer.length) {
      // Arrays taken before keep the old buffer.
      this.buffer = new Int32Array(Math.max(this.buffer.length * 2, n * 2));
      this.used = 0;
    }
    const out = this.buffer.subarray(this.used, this.used + n);
    this.used += n;
    out.fill(0);
    return out;
  }
}
