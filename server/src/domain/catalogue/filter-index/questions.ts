import { CATEGORIES, SUBCATEGORIES } from '@seamline/contract';
import type { BitFamily } from './bit-family.js';
import type { Bits, Scope } from './bits.js';
import type { Codes } from './codes.js';
import { ALL, type IndexQuery, pairOf } from './model.js';
import { priceRange } from './price-bands.js';
import type { IndexState } from './state.js';

/** The filters of one question as bit sets (working sets of the question); null where a filter is not asked. */
export interface FilterSets {
  /** The products the question is about before any filter: its category (or the shop), within a search's matches. */
  base: Bits;
  /** The blocks the base holds slots in: no other word can hold a match. */
  scope: Scope;
  /** How many slots the base holds. */
  baseCount: number;
  /** The question is a search's (its matches narrow the base). */
  searched: boolean;
  /** The category's index, or ALL. */
  category: number;
  subcategories: Bits | null;
  vendors: Bits | null;
  price: Bits | null;
  inStock: Bits | null;
  onSale: Bits | null;
  sizes: Bits | null;
  colours: Bits | null;
  /** One variant in a chosen size and a chosen colour (or either alone when only one is asked). */
  variants: Bits | null;
  /** Per size (colour) code, 1 when chosen; null when no size (colour) is. */
  sizeChosen: Uint8Array | null;
  colourChosen: Uint8Array | null;
  chosenSizes: number[];
  chosenColours: number[];
}

/** Starts a question: the previous question's working sets and counts are handed out again. */
export function beginQuestion(ix: IndexState): void {
  ix.working.reset();
  ix.ints.reset();
  ix.work.reset();
}

/** The question's filters as sets, each within the base's scope. */
export function filterSets(ix: IndexState, q: IndexQuery): FilterSets {
  const { arena } = ix;
  const f = q.filters;
  const category = q.category === undefined ? ALL : CATEGORIES.indexOf(q.category);
  const from = category === ALL ? ix.liveBits : ix.categories.of(category);
  const fromScope = arena.scopeOf(from, undefined, ix.ints);
  const base = ix.working.take(fromScope);
  arena.copyIn(base, from, fromScope);
  if (q.within) arena.andIn(base, q.within, fromScope);
  const scope = arena.scopeOf(base, fromScope, ix.ints);
  const chosenSizes = codesOf(ix.sizeCodes, f.sizes);
  const chosenColours = codesOf(ix.colourCodes, f.colours);
  const sizes = f.sizes.length > 0 ? union(ix, ix.sizes, chosenSizes, scope) : null;
  const colours = f.colours.length > 0 ? union(ix, ix.colours, chosenColours, scope) : null;
  const pairs = sizes && colours ? chosenSizes.flatMap((s) => chosenColours.map((c) => pairOf(s, c))) : [];
  const subcategories =
    f.subcategories.length > 0
      ? union(
          ix,
          ix.subcategories,
          f.subcategories.map((v) => SUBCATEGORIES.indexOf(v)),
          scope,
        )
      : null;
  const vendors = f.vendors.length > 0 ? union(ix, ix.vendors, vendorCodesNamed(ix, f.vendors), scope) : null;
  const price =
    f.minPriceCents !== undefined || f.maxPriceCents !== undefined ? priceRange(ix, base, scope, f.minPriceCents, f.maxPriceCents) : null;
  return {
    base,
    scope,
    baseCount: arena.popcountIn(base, scope),
    searched: q.within !== undefined,
    category,
    subcategories,
    vendors,
    price,
    inStock: f.inStock ? ix.stockBits : null,
    onSale: f.onSale ? ix.saleBits : null,
    sizes,
    colours,
    variants: sizes && colours ? union(ix, ix.pairs, pairs, scope) : (sizes ?? colours),
    sizeChosen: sizes ? mask(ix.sizeCodes, chosenSizes) : null,
    colourChosen: colours ? mask(ix.colourCodes, chosenColours) : null,
    chosenSizes,
    chosenColours,
  };
}

/** The base narrowed by every filter given (nulls skipped): a working set. */
export function narrowed(ix: IndexState, f: FilterSets, filters: (Bits | null)[]): Bits {
  const out = ix.working.take(f.scope);
  ix.arena.andAllIn(
    out,
    f.base,
    filters.filter((set) => set !== null),
    f.scope,
  );
  return out;
}

/** Every match of the question, as a working set of it, and how many. */
export function matches(ix: IndexState, q: IndexQuery): { total: number; bits: Bits } {
  beginQuestion(ix);
  const f = filterSets(ix, q);
  const bits = narrowed(ix, f, [f.subcategories, f.vendors, f.price, f.inStock, f.onSale, f.variants]);
  return { total: ix.arena.popcountIn(bits, f.scope), bits };
}

/** A vendor's shop name by its code. */
export function vendorName(ix: IndexState, code: number): string | undefined {
  return ix.vendorNames.get(ix.vendorByCode[code] ?? 0);
}

/** The slots any of the codes' sets holds, within the scope (elsewhere empty). */
function union(ix: IndexState, family: BitFamily, codes: Iterable<number>, scope: Scope): Bits {
  const out = ix.working.take(scope);
  for (const code of codes) {
    const set = family.get(code);
    if (set) ix.arena.orIn(out, set, scope);
  }
  return out;
}

const codesOf = (codes: Codes, values: readonly string[]): number[] => values.flatMap((v) => codes.find(v) ?? []);

function mask(codes: Codes, chosen: readonly number[]): Uint8Array {
  const out = new Uint8Array(codes.count);
  for (const code of chosen) out[code] = 1;
  return out;
}

function vendorCodesNamed(ix: IndexState, names: readonly string[]): number[] {
  const wanted = new Set(names);
  const out: number[] = [];
  for (let code = 1; code < ix.vendorCodes.count; code++) {
    const name = vendorName(ix, code);
    if (name !== undefined && wanted.has(name)) out.push(code);
  }
  return out;
}
