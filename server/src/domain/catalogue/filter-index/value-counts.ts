import { SUBCATEGORIES } from '@seamline/contract';
import type { BitFamily } from './bit-family.js';
import { BLOCK_WORDS, type Bits, bitCount, type Scope, scopeWords } from './bits.js';
import { CALL_COST, PRODUCT_VALUES_COST, WORD_COST } from './costs.js';
import { GROUPS, subcategoryOfGroup } from './model.js';
import type { FilterSets } from './questions.js';
import type { IndexState } from './state.js';
import type { Tallies } from './tallies.js';

/** Which counts a pass makes. */
export interface CountsAsked {
  sizes?: boolean;
  colours?: boolean;
  subcategories?: boolean;
  vendors?: boolean;
}

/** Counts by code of each kind (those not asked stay zero). */
export interface ValueCounts {
  sizes: Int32Array;
  colours: Int32Array;
  subcategories: Int32Array;
  vendors: Int32Array;
}

/**
 * Products of `bits` by size in stock, colour in stock, subcategory and shop (those asked). When
 * the set holds most of an unsearched category, the category's tallies less the rest's counts.
 */
export function valueCounts(ix: IndexState, f: FilterSets, bits: Bits, asked: CountsAsked): ValueCounts {
  const n = ix.arena.popcountIn(bits, f.scope);
  if (f.searched || n * 2 <= f.baseCount) return countIn(ix, bits, asked, f.category, f.scope);
  const rest = ix.working.take(f.scope);
  ix.arena.andNotIn(rest, f.base, bits, f.scope);
  const left = countIn(ix, rest, asked, f.category, f.scope);
  const less = (wanted: boolean | undefined, tally: Tallies, counts: Int32Array) => {
    if (wanted !== true) return counts;
    const out = ix.ints.take(counts.length);
    tally.counts(f.category).forEach((k, code) => {
      if (code < out.length) out[code] = k - (counts[code] as number);
    });
    return out;
  };
  return {
    sizes: less(asked.sizes, ix.sizeTally, left.sizes),
    colours: less(asked.colours, ix.colourTally, left.colours),
    subcategories: less(asked.subcategories, ix.subcategoryTally, left.subcategories),
    vendors: less(asked.vendors, ix.vendorTally, left.vendors),
  };
}

/** A scope's blocks, by group. */
export function partsOf(ix: IndexState, scope: Scope): Scope[] {
  const sizes = ix.ints.take(GROUPS);
  for (const b of scope) {
    const g = ix.blockGroup[b] as number;
    sizes[g] = (sizes[g] as number) + 1;
  }
  const parts = Array.from(sizes, (n) => ix.ints.take(n));
  const filled = ix.ints.take(GROUPS);
  for (const b of scope) {
    const g = ix.blockGroup[b] as number;
    (parts[g] as Int32Array)[filled[g] as number] = b;
    filled[g] = (filled[g] as number) + 1;
  }
  return parts;
}

/**
 * Counts over the slots of `over` (each asked kind; the others stay zero). Subcategories and shops
 * are a popcount per word (a word holds one group's and one shop's slots). Sizes or colours with
 * few values in the category are a popcount of `over` and each value's set; otherwise each
 * product's are read.
 */
function countIn(ix: IndexState, over: Bits, asked: CountsAsked, category: number, within: Scope): ValueCounts {
  const scope = ix.arena.scopeOf(over, within, ix.ints);
  const n = ix.arena.popcountIn(over, scope);
  const parts = partsOf(ix, scope);
  // A product's sizes (or colours) read, against a word of a popcount per value, in the groups that have it.
  const bySets = (tally: Tallies) => {
    const inScope = tally.counts(category);
    let cost = 0;
    inScope.forEach((k, code) => {
      if (k === 0) return;
      parts.forEach((part, g) => {
        if (part.length > 0 && tally.has(g, code)) cost += CALL_COST + scopeWords(part) * WORD_COST;
      });
    });
    const cheaper = ix.counting === 'cheapest' ? cost < n * PRODUCT_VALUES_COST : ix.counting !== 'products';
    return cheaper ? inScope : null;
  };
  const sizeValues = asked.sizes === true ? bySets(ix.sizeTally) : null;
  const colourValues = asked.colours === true ? bySets(ix.colourTally) : null;
  const sizes = sizeValues ? countBySets(ix, ix.sizes, ix.sizeTally, sizeValues, over, parts) : ix.ints.take(ix.sizeCodes.count);
  const colours = colourValues
    ? countBySets(ix, ix.colours, ix.colourTally, colourValues, over, parts)
    : ix.ints.take(ix.colourCodes.count);
  const subcategories = ix.ints.take(SUBCATEGORIES.length);
  const vendors = ix.ints.take(ix.vendorCodes.count);
  if (asked.subcategories === true || asked.vendors === true) {
    const { wordVendor, blockGroup } = ix;
    for (const b of scope) {
      const sub = subcategoryOfGroup(blockGroup[b] as number);
      for (let w = b * BLOCK_WORDS; w < (b + 1) * BLOCK_WORDS; w++) {
        const v = over[w] as number;
        if (v === 0) continue;
        const k = bitCount(v);
        subcategories[sub] = (subcategories[sub] as number) + k;
        vendors[wordVendor[w] as number] = (vendors[wordVendor[w] as number] as number) + k;
      }
    }
  }
  const readSizes = asked.sizes === true && sizeValues === null;
  const readColours = asked.colours === true && colourValues === null;
  if (!readSizes && !readColours) return { sizes, colours, subcategories, vendors };
  const { start: sizeStart, count: sizeCount, data: sizeData } = ix.sizesInStock;
  const { start: colourStart, count: colourCount, data: colourData } = ix.coloursInStock;
  const slots = ix.arena.slotsIn(over, scope);
  ix.work.rows += slots.length;
  for (const s of slots) {
    if (readSizes) {
      const to = (sizeStart[s] as number) + (sizeCount[s] as number);
      for (let j = sizeStart[s] as number; j < to; j++) sizes[sizeData[j] as number] = (sizes[sizeData[j] as number] as number) + 1;
    }
    if (readColours) {
      const to = (colourStart[s] as number) + (colourCount[s] as number);
      for (let j = colourStart[s] as number; j < to; j++)
        colours[colourData[j] as number] = (colours[colourData[j] as number] as number) + 1;
    }
  }
  return { sizes, colours, subcategories, vendors };
}

/** Per value the category has, how many slots of `over` its set holds, over the parts of its scope in groups that have the value. */
function countBySets(
  ix: IndexState,
  family: BitFamily,
  tally: Tallies,
  inScope: readonly number[],
  over: Bits,
  parts: readonly Scope[],
): Int32Array {
  const counts = ix.ints.take(inScope.length);
  const sets = inScope.map((k, code) => (k > 0 ? family.get(code) : undefined));
  // A part at a time, so that the kernels read its blocks' numbers once for every value.
  parts.forEach((part, g) => {
    if (part.length === 0) return;
    sets.forEach((set, code) => {
      if (set && tally.has(g, code)) counts[code] = (counts[code] as number) + ix.arena.popcountAndIn(over, set, part);
    });
  });
  return counts;
}
