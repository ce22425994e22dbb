/**
 * Rough costs, in nanoseconds, by which the index picks the cheapest way to answer, measured on
 * the bench's 100,000-product catalogue (`npm run index-cost -w bench`; where each came from:
 * README.md "Cost constants"). Only their ratios matter: each picks between two or three ways.
 */

/** A call of a kernel (bit-arena.ts) over some blocks (decision 087). */
export const CALL_COST = 60;
/** A word of a kernel's popcount against one set (decision 087). */
export const WORD_COST = 0.5;
/** A word of a popcount against the union of k sets. */
export const unionWordCost = (k: number): number => 0.4 + 0.3 * k;
/** A product's own sizes (or colours) read. */
export const PRODUCT_VALUES_COST = 12;
/** A slot of a size × colour list looked up in a set (decision 086). */
export const LISTED_SLOT_COST = 6;
/** A product's six or so variants read (decision 086). */
export const PRODUCT_VARIANTS_COST = 55;

/** A slot of a kept order passed on a walk to a page. */
export const WALKED_SLOT_COST = 2.5;
/** A word read to list a set's slots before sorting them. */
export const SCANNED_WORD_COST = 1.5;
/** A match's place in the order read and held against a cut (SortedSlots.first), the few below it sorted. */
export const SORTED_SLOT_COST = 6;
