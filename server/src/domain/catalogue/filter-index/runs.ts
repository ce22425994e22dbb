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

  /** Whether the slot's run, in ascending order, holds `value`. */
  has(slot: number, value: number): boolean {
    let lo = this.start[slot] ?? 0;
    let hi = lo + (this.count[slot] ?? 0) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.data[mid] ?? 0;
      if (v === value) return true;
      if (v < value) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** The value of the slot's run whose `value >>> shift` is `key` (runs in ascending order), or -1. */
  find(slot: number, key: number, shift: number): number {
    let lo = this.start[slot] ?? 0;
    let hi = lo + (this.count[slot] ?? 0) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.data[mid] ?? 0;
      const k = v >>> shift;
      if (k === key) return v;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  clear(): void {
    this.count.fill(0);
    this.end = 0;
    this.waste = 0;
  }

  private reserveSlot(slot: number): void {
    if (slot < this.start.length) return;
    const n = Math.max(slot + 1, this.start.length * 2);
    const start = new Int32Array(n);
    start.set(this.start);
    const count = new Int32Array(n);
    count.set(this.count);
    this.start = start;
    this.count = count;
  }

  private reserveData(more: number): void {
    if (this.end + more <= this.data.length) return;
    const data = new Int32Array(Math.max(this.end + more, this.data.length * 2));
    data.set(this.data.subarray(0, this.end));
    this.data = data;
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
