import { firstAfter, grown } from './arrays.js';

/**
 * For each slot, a run of numbers kept in one shared array rather than an array object per slot:
 * a pass over 100,000 products then reads memory in order. A run that grows is written anew at
 * the end; the space left behind is reclaimed once it is half of the whole.
 */
export class Runs {
  start = new Int32Array(1024);
  count = new Int32Array(1024);
  data = new Int32Array(4096);
  private end = 0;
  private waste = 0;

  set(slot: number, values: readonly number[]): void {
    this.reserveSlot(slot);
    const old = this.count[slot] ?? 0;
    if (values.length <= old) {
      this.data.set(values, this.start[slot] ?? 0);
      this.waste += old - values.length;
    } else {
      this.waste += old;
      this.reserveData(values.length);
      this.start[slot] = this.end;
      this.data.set(values, this.end);
      this.end += values.length;
    }
    this.count[slot] = values.length;
    if (this.waste > 65_536 && this.waste * 2 > this.end) this.compact();
  }

  /** The value of the slot's run whose `value >>> shift` is `key` (runs in ascending order), or -1. */
  find(slot: number, key: number, shift: number): number {
    const from = this.start[slot] ?? 0;
    const to = from + (this.count[slot] ?? 0);
    const i = firstAfter(from, to, (j) => (this.data[j] as number) >>> shift >= key);
    const v = this.data[i] as number;
    return i < to && v >>> shift === key ? v : -1;
  }

  /** Bytes it holds. */
  byteSize(): number {
    return this.start.byteLength + this.count.byteLength + this.data.byteLength;
  }

  clear(): void {
    this.count.fill(0);
    this.end = 0;
    this.waste = 0;
  }

  private reserveSlot(slot: number): void {
    if (slot < this.start.length) return;
    const n = Math.max(slot + 1, this.start.length * 2);
    this.start = grown(this.start, n);
    this.count = grown(this.count, n);
  }

  private reserveData(more: number): void {
    if (this.end + more <= this.data.length) return;
    this.data = grown(this.data, Math.max(this.end + more, this.data.length * 2));
  }

  private compact(): void {
    const data = new Int32Array(Math.max(4096, (this.end - this.waste) * 2));
    let end = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const n = this.count[slot] ?? 0;
      if (n === 0) continue;
      const from = this.start[slot] ?? 0;
      data.set(this.data.subarray(from, from + n), end);
      this.start[slot] = end;
      end += n;
    }
    this.data = data;
    this.end = end;
    this.waste = 0;
  }
}
