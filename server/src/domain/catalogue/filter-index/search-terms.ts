import { insertSorted, removeSorted } from './arrays.js';
import { add, type Bits } from './bits.js';
import { type IndexedProduct, WEIGHT_BITS, WEIGHTS } from './model.js';
import type { IndexState } from './state.js';

/**
 * Search terms (search_doc's lexemes): per slot its terms with their weight class, per term the
 * slots holding it (its postings), bits kept for terms many products hold. A search's matches are
 * worked out in the search's own working sets (text-query.ts), handed out again by the next search.
 */

/** A product's terms: each term's code with the weight class (0: A … 3: D) of the best field holding it. */
export function termsOf(ix: IndexState, p: IndexedProduct): Map<number, number> {
  const best = new Map<number, number>();
  for (const [term, weight] of p.deleted ? [] : p.lexemes) {
    const code = ix.termCodes.code(term);
    const cls = 'ABCD'.indexOf(weight);
    best.set(code, Math.min(best.get(code) ?? 3, cls < 0 ? 3 : cls));
  }
  return best;
}

/** Replaces the slot's terms, keeping every term's postings exact and in order. */
export function setTerms(ix: IndexState, slot: number, best: ReadonlyMap<number, number>): void {
  const before = new Set(codesOf(ix, slot));
  for (const code of before) if (!best.has(code)) unlist(ix, code, slot);
  for (const code of best.keys()) if (!before.has(code)) list(ix, code, slot);
  const codes = [...best.keys()].sort((a, b) => a - b);
  ix.terms.set(
    slot,
    codes.map((code) => (code << WEIGHT_BITS) | (best.get(code) as number)),
  );
}

/** A slot coming or going changes the kept bits of its terms. */
export function forgetTermBitsOf(ix: IndexState, slot: number): void {
  if (ix.termBits.size() === 0 && ix.termWeightBits.size === 0) return;
  for (const code of codesOf(ix, slot)) forgetTerm(ix, code);
}

/** A search term's code; -1 for a term no product was ever written with. */
export function termCode(ix: IndexState, term: string): number {
  return ix.termCodes.find(term) ?? -1;
}

/**
 * The live products holding the term, as bits: kept for terms many products hold, else one of the
 * search's working sets.
 */
export function slotsOfTerm(ix: IndexState, code: number): Bits {
  const kept = ix.termBits.get(code);
  if (kept) return kept;
  const posting = code < 0 ? [] : (ix.postings[code] ?? []);
  const out = keepsTerm(ix, posting) ? ix.termBits.of(code) : searchSet(ix);
  for (const s of posting) if (ix.live[s] === 1) add(out, s);
  return out;
}

/** ts_rank's weight of the best field holding the term, for any slot (0 where the product does not hold it). */
export function termWeigher(ix: IndexState, code: number): (slot: number) => number {
  if (code < 0) return () => 0;
  const kept = weightsOf(ix, code);
  if (kept) {
    return (slot) => {
      const cls = ((kept[slot >>> 1] as number) >>> ((slot & 1) * 4)) & 15;
      return cls === 0 ? 0 : (WEIGHTS[cls - 1] as number);
    };
  }
  return (slot) => {
    const v = ix.terms.find(slot, code, WEIGHT_BITS);
    return v < 0 ? 0 : (WEIGHTS[v & 3] as number);
  };
}

/** An empty working set of the search under way. */
export function searchSet(ix: IndexState): Bits {
  return ix.searchSets.take(ix.wholeShop());
}

/** The term codes a slot holds. */
function codesOf(ix: IndexState, slot: number): number[] {
  const start = ix.terms.start[slot] ?? 0;
  return Array.from({ length: ix.terms.count[slot] ?? 0 }, (_, i) => (ix.terms.data[start + i] as number) >>> WEIGHT_BITS);
}

function list(ix: IndexState, code: number, slot: number): void {
  const posting = ix.postings[code] ?? [];
  ix.postings[code] = posting;
  insertSorted(posting, slot);
  forgetTerm(ix, code);
}

function unlist(ix: IndexState, code: number, slot: number): void {
  const posting = ix.postings[code];
  if (posting) removeSorted(posting, slot);
  forgetTerm(ix, code);
  if (posting?.length !== 0) return;
  // No product holds the term any more: its code is the next new term's (vocabulary.ts).
  ix.postings[code] = undefined;
  ix.termCodes.release(code);
}

/** Drops what is kept of the term's products: they changed. */
function forgetTerm(ix: IndexState, code: number): void {
  ix.termBits.delete(code);
  ix.termWeightBits.delete(code);
}

/** Whether the term's products are many enough to keep as bits. */
function keepsTerm(ix: IndexState, posting: readonly number[]): boolean {
  return posting.length * 64 > ix.used;
}

/** The term's products' weight classes, plus one, four bits a slot: kept for terms many hold; null for the rest. */
function weightsOf(ix: IndexState, code: number): Uint8Array | null {
  const kept = ix.termWeightBits.get(code);
  if (kept) return kept;
  const posting = ix.postings[code] ?? [];
  if (!keepsTerm(ix, posting)) return null;
  const out = new Uint8Array(Math.ceil(ix.capacity / 2));
  for (const s of posting) {
    const v = ix.live[s] === 1 ? ix.terms.find(s, code, WEIGHT_BITS) : -1;
    if (v >= 0) out[s >>> 1] = (out[s >>> 1] as number) | (((v & 3) + 1) << ((s & 1) * 4));
  }
  ix.termWeightBits.set(code, out);
  return out;
}
