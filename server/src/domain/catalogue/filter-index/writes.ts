import { CATEGORIES, SUBCATEGORIES } from '@seamline/contract';
import { insertSorted, removeSorted } from './arrays.js';
import { add, BLOCK_SLOTS, type Bits, remove } from './bits.js';
import { cardParts } from './cards.js';
import { colourOfPair, groupOf, type IndexedProduct, pairInGroup, pairOf, sizeOfPair } from './model.js';
import { markPrice } from './price-bands.js';
import type { Runs } from './runs.js';
import { forgetTermBitsOf, setTerms, termsOf } from './search-terms.js';
import { letGo, movedSlot, slotFor } from './slots.js';
import type { IndexState } from './state.js';
import { tallyHex } from './swatches.js';
import { dropPairIfUnused, dropUnusedColours } from './vocabulary.js';

/**
 * A product in or out: its slot's facts replaced, and the slot taken out of every set, tally and
 * kept order it was in and put into those it now belongs to.
 */

/** Replaces what the index knows of these products (new, changed or deleted). */
export function put(ix: IndexState, products: readonly IndexedProduct[]): void {
  // A bulk load sorts once when first walked instead of moving each product into place.
  const bulk = products.length > 1000;
  if (bulk) for (const o of ix.orders) o.invalidate();
  for (const p of products) putOne(ix, p);
  if (bulk) ix.cardBytes.settle();
}

function putOne(ix: IndexState, p: IndexedProduct): void {
  if (p.deleted && !ix.slotOf.has(p.id)) return;
  const known = ix.slotOf.get(p.id);
  if (known !== undefined && ix.live[known] === 1) {
    const colours = Array.from(valuesOf(ix.coloursInStock, known));
    leave(ix, known);
    // Before any new value takes a code: the codes and sets of those it no longer holds are reused.
    dropUnusedColours(ix, colours);
  }
  const category = CATEGORIES.indexOf(p.category);
  const subcategory = SUBCATEGORIES.indexOf(p.subcategory);
  const vendor = ix.vendorCodes.code(String(p.vendorId));
  const group = groupOf(category, subcategory);
  const moved = movedSlot(ix, p.id, group, vendor);
  if (moved !== undefined) {
    empty(ix, moved);
    letGo(ix, moved);
  }
  const s = slotFor(ix, p.id, group, vendor);

  ix.live[s] = p.deleted ? 0 : 1;
  ix.category[s] = category;
  ix.subcategory[s] = subcategory;
  ix.vendor[s] = vendor;
  ix.vendorByCode[vendor] = p.vendorId;
  ix.price[s] = p.priceCents;
  ix.inStock[s] = p.stock > 0 ? 1 : 0;
  ix.onSale[s] = p.wasCents !== null && p.wasCents > p.priceCents ? 1 : 0;
  ix.sold[s] = p.soldCount;
  ix.created[s] = p.createdMicros;
  if (p.deleted) ix.cardBytes.drop(s);
  else ix.cardBytes.set(s, ...cardParts(p));

  const variants = p.deleted ? [] : p.variants;
  const sizes = variants.map(([size]) => (size === null ? 0 : ix.sizeCodes.code(size)));
  const colours = variants.map(([, colour]) => (colour === null ? 0 : ix.colourCodes.code(colour)));
  const distinct = (codes: number[]) => [...new Set(codes.filter((c) => c !== 0))].sort((a, b) => a - b);
  ix.variants.set(
    s,
    sizes.map((size, i) => pairOf(size, colours[i] ?? 0)),
  );
  ix.hexes.set(
    s,
    variants.map(([, colour, hex]) => (hex === null || colour === null ? 0 : ix.hexCodes.code(hex))),
  );
  ix.sizesInStock.set(s, distinct(sizes));
  ix.coloursInStock.set(s, distinct(colours));
  setTerms(ix, s, termsOf(ix, p));

  if (ix.live[s] === 1) enter(ix, s);
}

/** Empties a slot its product has left (it is already out of every set). */
function empty(ix: IndexState, s: number): void {
  ix.cardBytes.drop(s);
  setTerms(ix, s, new Map());
  for (const runs of [ix.variants, ix.hexes, ix.sizesInStock, ix.coloursInStock]) runs.set(s, []);
}

/** Adds a live slot to every set, tally and order it belongs to. */
function enter(ix: IndexState, s: number): void {
  forgetTermBitsOf(ix, s);
  mark(ix, s, add, 1);
  for (const o of ix.orders) o.insert(s);
}

/** Takes a slot out of every set, tally and order, before it changes or goes. */
function leave(ix: IndexState, s: number): void {
  forgetTermBitsOf(ix, s);
  mark(ix, s, remove, -1);
  for (const o of ix.orders) o.remove(s);
}

function mark(ix: IndexState, s: number, change: (bits: Bits, slot: number) => void, by: 1 | -1): void {
  const category = ix.category[s] as number;
  const subcategory = ix.subcategory[s] as number;
  const vendor = ix.vendor[s] as number;
  change(ix.liveBits, s);
  if (ix.inStock[s] === 1) change(ix.stockBits, s);
  if (ix.onSale[s] === 1) change(ix.saleBits, s);
  change(ix.categories.of(category), s);
  change(ix.subcategories.of(subcategory), s);
  change(ix.vendors.of(vendor), s);
  markPrice(ix, s, change);
  const group = groupOf(category, subcategory);
  ix.subcategoryTally.change(group, subcategory, by);
  ix.vendorTally.change(group, vendor, by);
  eachOf(ix.sizesInStock, s, (size) => {
    change(ix.sizes.of(size), s);
    ix.sizeTally.change(group, size, by);
  });
  eachOf(ix.coloursInStock, s, (colour) => {
    change(ix.colours.of(colour), s);
    ix.colourTally.change(group, colour, by);
  });
  eachOf(ix.variants, s, (pair, i) => {
    const size = sizeOfPair(pair);
    const colour = colourOfPair(pair);
    if (size !== 0 && colour !== 0) {
      if (!ix.pairs.get(pair)) notePair(ix, size, colour);
      change(ix.pairs.of(pair), s);
      listPair(ix, pair, s, by);
    }
    const hex = ix.hexes.data[(ix.hexes.start[s] as number) + i] as number;
    if (hex !== 0 && colour !== 0) tallyHex(ix, colour, hex, by);
  });
}

function listPair(ix: IndexState, pair: number, s: number, by: 1 | -1): void {
  const key = pairInGroup(pair, ix.blockGroup[Math.floor(s / BLOCK_SLOTS)] as number);
  const list = ix.pairSlots.get(key) ?? [];
  ix.pairSlots.set(key, list);
  if (by > 0) insertSorted(list, s);
  else if (removeSorted(list, s) && list.length === 0) {
    ix.pairSlots.delete(key);
    dropPairIfUnused(ix, sizeOfPair(pair), colourOfPair(pair));
  }
}

function notePair(ix: IndexState, size: number, colour: number): void {
  const colours = ix.coloursOfSize.get(size) ?? new Set<number>();
  colours.add(colour);
  ix.coloursOfSize.set(size, colours);
  const sizes = ix.sizesOfColour.get(colour) ?? new Set<number>();
  sizes.add(size);
  ix.sizesOfColour.set(colour, sizes);
}

function eachOf(runs: Runs, s: number, f: (value: number, i: number) => void): void {
  const start = runs.start[s] as number;
  const n = runs.count[s] as number;
  for (let i = 0; i < n; i++) f(runs.data[start + i] as number, i);
}

const valuesOf = (runs: Runs, s: number): Int32Array =>
  runs.data.subarray(runs.start[s] as number, (runs.start[s] as number) + (runs.count[s] as number));
