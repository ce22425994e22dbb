import { firstAfter, grown } from './arrays.js';
import { type Bits, has } from './bits.js';
import { Work } from './work.js';

/** How two slots compare: below 0 when the first comes first. */
export type SlotCompare = (a: number, b: number) => number;

/**
 * Live slots kept in one sort's order, so a page of a broad filter is the first matches met on a
 * walk rather than a sort of them all. A changed product moves by a binary search and a memmove;
 * after a bulk load the order is built once, when first walked.
 */
export class SortedSlots {
  private order = new Int32Array(1024);
  private length = 0;
  private pos = new Int32Array(1024).fill(-1);
  private stale = true;

  constructor(
    private readonly compare: SlotCompare,
    private readonly liveSlots: () => number[],
    /** Where the slots a walk passes and a sort places are counted as rows read. */
    private readonly work: Work = new Work(),
  ) {}

  /** Bytes it holds. */
  byteSize(): number {
    return this.order.byteLength + this.pos.byteLength;
  }

  /** Forget the order; it is rebuilt when next walked. */
  invalidate(): void {
    this.stale = true;
  }

  remove(slot: number): void {
    if (this.stale) return;
    const i = this.pos[slot] ?? -1;
    if (i < 0) return;
    this.order.copyWithin(i, i + 1, this.length);
    this.length--;
    this.renumber(i);
    this.pos[slot] = -1;
  }

  insert(slot: number): void {
    if (this.stale) return;
    this.reserve(slot);
    const lo = firstAfter(0, this.length, (i) => this.compare(this.order[i] as number, slot) >= 0);
    this.order.copyWithin(lo + 1, lo, this.length);
    this.order[lo] = slot;
    this.length++;
    this.renumber(lo);
  }

  /** The first `k` slots of `bits` in this order (from the end when `backwards`), skipping `skip` of them. */
  walk(bits: Bits, skip: number, k: number, backwards = false): number[] {
    this.build();
    const out: number[] = [];
    let seen = 0;
    let n = 0;
    for (; n < this.length && out.length < k; n++) {
      const slot = this.order[backwards ? this.length - 1 - n : n] as number;
      if (!has(bits, slot)) continue;
      if (seen++ >= skip) out.push(slot);
    }
    this.work.rows += n;
    return out;
  }

  /**
   * The `k` of `slots` after the first `skip` in this order (from the end when `backwards`), by
   * their kept places: those below a cut estimated from how many there are (doubled until enough
   * fall below it), in a native sort of numbers; the rest are never sorted.
   */
  first(slots: Int32Array, skip: number, k: number, backwards = false): number[] {
    this.build();
    const want = skip + k;
    this.work.rows += slots.length;
    const places = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const p = this.pos[slots[i] as number] as number;
      places[i] = backwards ? this.length - 1 - p : p;
    }
    let cut = want >= slots.length ? this.length : Math.ceil((2 * want * this.length) / slots.length);
    let below = 0;
    for (;;) {
      below = 0;
      for (let i = 0; i < places.length; i++) if ((places[i] as number) < cut) below++;
      if (below >= want || cut >= this.length) break;
      cut *= 2;
    }
    const kept = new Int32Array(below);
    let n = 0;
    for (let i = 0; i < places.length; i++) if ((places[i] as number) < cut) kept[n++] = places[i] as number;
    kept.sort();
    const out: number[] = [];
    for (let i = skip; i < Math.min(want, kept.length); i++) {
      const p = kept[i] as number;
      out.push(this.order[backwards ? this.length - 1 - p : p] as number);
    }
    return out;
  }

  /** Builds the order if forgotten: before a `first` whose slots came from the arena (the build reads slots through it too). */
  build(): void {
    if (!this.stale) return;
    const slots = this.liveSlots().sort(this.compare);
    this.order = Int32Array.from(slots);
    this.length = slots.length;
    const top = slots.reduce((m, s) => Math.max(m, s), 0);
    this.pos = new Int32Array(Math.max(1024, top + 1)).fill(-1);
    this.renumber(0);
    this.stale = false;
  }

  private renumber(from: number): void {
    for (let i = from; i < this.length; i++) this.pos[this.order[i] as number] = i;
  }

  private reserve(slot: number): void {
    if (this.length + 1 > this.order.length) this.order = grown(this.order, this.order.length * 2);
    if (slot >= this.pos.length) this.pos = grown(this.pos, Math.max(slot + 1, this.pos.length * 2), -1);
  }
}
