import { GROUPS, pairInGroup, pairOf } from './model.js';
import type { IndexState } from './state.js';

/**
 * The index's vocabulary is what live variants hold now (docs/decisions/091): a colour or hex no
 * live variant in stock holds, a size × colour pair no live variant has, is dropped with its sets,
 * lists and tallies, and its code handed to the next new value. Memory then follows the live
 * catalogue, however many names come and go. (Sizes are the contract's few; shops are accounts;
 * search terms are let go as their postings empty, search-terms.ts.)
 */

/** The pair has no live variant left in any group: its set goes, and its colour and size forget each other. */
export function dropPairIfUnused(ix: IndexState, size: number, colour: number): void {
  const pair = pairOf(size, colour);
  for (let g = 0; g < GROUPS; g++) if (ix.pairSlots.has(pairInGroup(pair, g))) return;
  ix.pairs.delete(pair);
  ix.coloursOfSize.get(size)?.delete(colour);
  if (ix.coloursOfSize.get(size)?.size === 0) ix.coloursOfSize.delete(size);
  ix.sizesOfColour.get(colour)?.delete(size);
  if (ix.sizesOfColour.get(colour)?.size === 0) ix.sizesOfColour.delete(colour);
}

/** One fewer live variant gives the hex: when none does, its code is let go. */
export function useHex(ix: IndexState, hex: number, by: number): void {
  const n = (ix.hexUses[hex] ?? 0) + by;
  ix.hexUses[hex] = n;
  if (n === 0) ix.hexCodes.release(hex);
}

/** Drops each of the colours no live product holds any more: its set, swatch tally and code. */
export function dropUnusedColours(ix: IndexState, colours: Iterable<number>): void {
  for (const colour of colours) {
    if (ix.colourTally.held(colour) || ix.colourCodes.value(colour) === '') continue;
    // Its pairs went with their last variants (dropPairIfUnused).
    ix.colours.delete(colour);
    ix.hexTally.delete(colour);
    ix.colourCodes.release(colour);
  }
}
