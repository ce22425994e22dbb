import { firstAfter } from './arrays.js';
import { add, type Bits, type Scope } from './bits.js';
import { NONE } from './model.js';
import type { IndexState } from './state.js';

/**
 * Lower ends of the price bands, in cents: $5 apart to $500, $25 to $1,000, $100 to $2,000, then
 * wider. A price range is the bands wholly inside it plus, where a bound is not a band's end, the
 * products of that bound's band checked one by one; shoppers set round bounds, which mostly are.
 */
const PRICE_BANDS: readonly number[] = [
  ...Array.from({ length: 100 }, (_, i) => i * 500),
  ...Array.from({ length: 20 }, (_, i) => 50_000 + i * 2500),
  ...Array.from({ length: 10 }, (_, i) => 100_000 + i * 10_000),
  200_000,
  300_000,
  500_000,
  1_000_000,
];

/** The band a price falls in. */
const bandOf = (cents: number): number => Math.max(0, firstAfter(0, PRICE_BANDS.length, (i) => (PRICE_BANDS[i] as number) > cents) - 1);

/** Adds a live slot to (or takes it out of) the sets of its price's band and every dearer one. */
export function markPrice(ix: IndexState, slot: number, change: (bits: Bits, slot: number) => void): void {
  const price = ix.price[slot] as number;
  const band = bandOf(price);
  for (let b = band; b < PRICE_BANDS.length; b++) change(ix.upToBand.of(b), slot);
  if (PRICE_BANDS[band] === price) change(ix.atBandStart.of(band), slot);
}

/**
 * The base's slots priced within the bounds: the bands between the bounds' bands whole, and the
 * slots of the bounds' own bands checked one by one. A working set of the question.
 */
export function priceRange(ix: IndexState, base: Bits, scope: Scope, min?: number, max?: number): Bits {
  const { arena, working } = ix;
  const low = min === undefined ? -1 : bandOf(min);
  const high = max === undefined ? -1 : bandOf(max);
  const none = ix.flags.of(NONE);
  const upTo = (band: number) => (band < 0 ? none : (ix.upToBand.get(band) ?? none));
  // Not below the min's band, nor above the max's band: in, but for the slots of those two bands.
  const out = working.take(scope);
  arena.andNotIn(out, base, upTo(low - 1), scope);
  if (max !== undefined) arena.andIn(out, upTo(high), scope);
  // A bound at its band's lower end needs no check: all of the min's band is in, of the max's band only the price at its start.
  const minChecked = min !== undefined && PRICE_BANDS[low] !== min;
  const maxChecked = max !== undefined && PRICE_BANDS[high] !== max;
  const edge = working.take(scope);
  if (minChecked) arena.andOf(edge, out, upTo(low), scope);
  if (max !== undefined) {
    const top = working.take(scope);
    arena.andNotIn(top, out, upTo(high - 1), scope);
    if (maxChecked) arena.orIn(edge, top, scope);
    else {
      // Of the max's band, only the price at its start is in.
      arena.andNotIn(out, out, top, scope);
      arena.andIn(top, ix.atBandStart.get(high) ?? none, scope);
      arena.orIn(out, top, scope);
    }
  }
  if (!minChecked && !maxChecked) return out;
  arena.andNotIn(out, out, edge, scope);
  const lo = min ?? Number.NEGATIVE_INFINITY;
  const hi = max ?? Number.POSITIVE_INFINITY;
  const edgeSlots = arena.slotsIn(edge, scope);
  ix.work.rows += edgeSlots.length;
  for (const s of edgeSlots) {
    const p = ix.price[s] as number;
    if (p >= lo && p <= hi) add(out, s);
  }
  return out;
}

/** Lowest and highest price among the slots: met first on a walk of the price order when they are many. */
export function priceSpan(ix: IndexState, bits: Bits, scope: Scope): [number | null, number | null] {
  const n = ix.arena.popcountIn(bits, scope);
  if (n === 0) return [null, null];
  if (n * 32 < ix.used) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const slots = ix.arena.slotsIn(bits, scope);
    ix.work.rows += slots.length;
    for (const s of slots) {
      const p = ix.price[s] as number;
      if (p < min) min = p;
      if (p > max) max = p;
    }
    return [min, max];
  }
  const [low] = ix.byPrice.walk(bits, 0, 1);
  const [high] = ix.byPrice.walk(bits, 0, 1, true);
  return [ix.price[low as number] as number, ix.price[high as number] as number];
}
