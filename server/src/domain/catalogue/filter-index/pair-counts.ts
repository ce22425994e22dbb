import type { Bits, Scope } from './bits.js';
import { scopeWords } from './bits.js';
import { CALL_COST, LISTED_SLOT_COST, PRODUCT_VARIANTS_COST, unionWordCost } from './costs.js';
import { colourOfPair, pairInGroup, pairOf, sizeOfPair } from './model.js';
import type { FilterSets } from './questions.js';
import type { IndexState } from './state.js';
import { partsOf } from './value-counts.js';

/**
 * Facet counts of sizes in a chosen colour, and of colours in a chosen size: a product counts for
 * a size only when one of its variants in stock pairs that size with a chosen colour.
 */

/** The sizes each product of `bits` has in stock in a chosen colour. */
export function sizesInChosenColours(ix: IndexState, f: FilterSets, bits: Bits): Int32Array {
  const inScope = ix.sizeTally.counts(f.category);
  return valuesPairedWith(ix, bits, f.scope, 'sizes', f.chosenColours, f.colourChosen, inScope);
}

/** The colours each product of `bits` has in stock in a chosen size. */
export function coloursInChosenSizes(ix: IndexState, f: FilterSets, bits: Bits): Int32Array {
  const inScope = ix.colourTally.counts(f.category);
  return valuesPairedWith(ix, bits, f.scope, 'colours', f.chosenSizes, f.sizeChosen, inScope);
}

/**
 * Per size (or colour), how many products of `bits` have a variant in stock pairing it with one
 * of the chosen partners (colours, or sizes), whichever way is cheapest: a look-up of each slot of
 * the pair lists, a popcount of the bits and each value's pair sets, or a read of each product's
 * variants.
 */
function valuesPairedWith(
  ix: IndexState,
  bits: Bits,
  within: Scope,
  kind: 'sizes' | 'colours',
  partners: readonly number[],
  partnerChosen: Uint8Array | null,
  inScope: readonly number[],
): Int32Array {
  const sizes = kind === 'sizes';
  const counts = ix.ints.take(sizes ? ix.sizeCodes.count : ix.colourCodes.count);
  const partnersOf = sizes ? ix.sizesOfColour : ix.coloursOfSize;
  // Only values some product of the question's category has: a men's question counts no kids' sizes.
  const candidates = new Set<number>();
  for (const partner of partners) for (const value of partnersOf.get(partner) ?? []) if ((inScope[value] ?? 0) > 0) candidates.add(value);
  const scope = ix.arena.scopeOf(bits, within, ix.ints);
  const n = ix.arena.popcountIn(bits, scope);
  const parts = partsOf(ix, scope);
  const groups = parts.flatMap((part, g) => (part.length > 0 ? [g] : []));
  // A pair is found only in the groups that have its size: the value's (a size) or a chosen one (a colour).
  const partnerIn = groups.map((g) => partners.some((partner) => ix.sizeTally.has(g, partner)));
  const counted = (value: number, i: number) => (sizes ? ix.sizeTally.has(groups[i] as number, value) : partnerIn[i] === true);
  const values = [...candidates];
  const pairs = values.map((value) => partners.map((partner) => (sizes ? pairOf(value, partner) : pairOf(partner, value))));
  const listsOf = (v: number) => {
    const lists: number[][] = [];
    for (const pair of pairs[v] as number[])
      groups.forEach((g, i) => {
        const list = counted(values[v] as number, i) ? ix.pairSlots.get(pairInGroup(pair, g)) : undefined;
        if (list) lists.push(list);
      });
    return lists;
  };
  let byLists = 0;
  let bySets = 0;
  values.forEach((value, v) => {
    for (const list of listsOf(v)) byLists += list.length * LISTED_SLOT_COST;
    groups.forEach((g, i) => {
      if (counted(value, i)) bySets += CALL_COST + scopeWords(parts[g] as Scope) * unionWordCost(partners.length);
    });
  });
  const byProducts = n * PRODUCT_VARIANTS_COST;
  const way =
    ix.counting !== 'cheapest'
      ? ix.counting
      : byLists <= bySets && byLists <= byProducts
        ? 'lists'
        : bySets <= byProducts
          ? 'sets'
          : 'products';
  if (way === 'lists') {
    values.forEach((value, v) => {
      counts[value] = countListed(ix, bits, listsOf(v));
    });
    return counts;
  }
  if (way === 'sets') {
    const sets = pairs.map((ofValue) => ofValue.flatMap((pair) => ix.pairs.get(pair) ?? []));
    // A part at a time, so that the kernels read its blocks' numbers once for every value.
    groups.forEach((g, i) => {
      const part = parts[g] as Scope;
      values.forEach((value, v) => {
        const any = sets[v] as Bits[];
        if (any.length > 0 && counted(value, i)) counts[value] = (counts[value] as number) + ix.arena.popcountAndAnyIn(bits, any, part);
      });
    });
    return counts;
  }
  countByVariants(ix, bits, scope, sizes, partnerChosen, counts);
  return counts;
}

/**
 * Adds to `counts`, per size (or colour), the products of `bits` in `scope` with a variant of it paired with
 * a chosen partner (any partner when none is chosen), reading each product's variants.
 */
function countByVariants(
  ix: IndexState,
  bits: Bits,
  scope: Scope,
  sizes: boolean,
  partnerChosen: Uint8Array | null,
  counts: Int32Array,
): void {
  const seen = ix.ints.take(counts.length);
  const { start, count, data } = ix.variants;
  const slots = ix.arena.slotsIn(bits, scope);
  ix.work.rows += slots.length;
  for (const s of slots) {
    const to = (start[s] as number) + (count[s] as number);
    for (let j = start[s] as number; j < to; j++) {
      const pair = data[j] as number;
      const value = sizes ? sizeOfPair(pair) : colourOfPair(pair);
      const partner = sizes ? colourOfPair(pair) : sizeOfPair(pair);
      if (value !== 0 && seen[value] !== s + 1 && (partnerChosen === null || partnerChosen[partner] === 1)) {
        seen[value] = s + 1;
        counts[value] = (counts[value] as number) + 1;
      }
    }
  }
}

/** How many slots of `bits` the lists hold, each slot once. */
function countListed(ix: IndexState, bits: Bits, lists: readonly (readonly number[])[]): number {
  let n = 0;
  for (const list of lists) ix.work.rows += list.length;
  if (lists.length === 1) {
    for (const s of lists[0] as number[]) if (((bits[s >>> 5] as number) & (1 << (s & 31))) !== 0) n++;
    return n;
  }
  ix.lastStamp = (ix.lastStamp + 1) >>> 0;
  if (ix.lastStamp === 0) {
    ix.countedBy.fill(0);
    ix.lastStamp = 1;
  }
  const stamp = ix.lastStamp;
  const counted = ix.countedBy;
  for (const list of lists) {
    for (const s of list) {
      if (counted[s] !== stamp && ((bits[s >>> 5] as number) & (1 << (s & 31))) !== 0) {
        counted[s] = stamp;
        n++;
      }
    }
  }
  return n;
}
