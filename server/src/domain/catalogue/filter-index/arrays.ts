/** The typed arrays the index keeps per slot or per value. */
export type Ints = Int32Array | Uint32Array | Uint8Array | Float64Array;

/**
 * A copy of `old` `length` long (at least as long as `old` holds), the rest `fill` (0 by default):
 * the one way every per-slot array of the index grows.
 */
export function grown<T extends Ints>(old: T, length: number, fill = 0): T {
  const next = new (old.constructor as new (n: number) => T)(Math.max(length, old.length));
  if (fill !== 0) next.fill(fill, old.length);
  next.set(old);
  return next;
}

/**
 * The first place in [lo, hi) for which `after` holds, or hi: `after` must be false then true
 * along the range. The one binary search of the index (ascending lists, kept orders, price bands).
 */
export function firstAfter(lo: number, hi: number, after: (i: number) => boolean): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (after(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Where `value` is, or would go, in an ascending list. */
const sortedIndex = (list: ArrayLike<number>, value: number): number => firstAfter(0, list.length, (i) => (list[i] as number) >= value);

/** Puts `value` into an ascending list unless there; whether it was put. */
export function insertSorted(list: number[], value: number): boolean {
  const i = list.length === 0 || (list[list.length - 1] as number) < value ? list.length : sortedIndex(list, value);
  if (list[i] === value) return false;
  list.splice(i, 0, value);
  return true;
}

/** Takes `value` out of an ascending list if there; whether it was. */
export function removeSorted(list: number[], value: number): boolean {
  const i = sortedIndex(list, value);
  if (list[i] !== value) return false;
  list.splice(i, 1);
  return true;
}
