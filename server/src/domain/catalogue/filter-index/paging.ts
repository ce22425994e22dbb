import type { Sort } from '@seamline/contract';
import { type Bits, type Scope, scopeWords } from './bits.js';
import { SCANNED_WORD_COST, SORTED_SLOT_COST, WALKED_SLOT_COST } from './costs.js';
import type { IndexState } from './state.js';

/**
 * The slots of one page of the matches in the sort asked, those in `first` before the rest. Few
 * matches are sorted; many are met in order on a walk of the kept order.
 */
export function pageSlots(ix: IndexState, bits: Bits, sort: Sort, first: Bits | null, offset: number, limit: number): number[] {
  const { arena } = ix;
  const scope = arena.scopeOf(bits, undefined, ix.ints);
  const parts = [bits];
  if (first) {
    const firsts = ix.working.take(scope);
    const rest = ix.working.take(scope);
    arena.andOf(firsts, bits, first, scope);
    arena.andNotIn(rest, bits, first, scope);
    parts.splice(0, 1, firsts, rest);
  }
  const out: number[] = [];
  let skip = offset;
  for (const part of parts) {
    if (out.length >= limit) break;
    const n = arena.popcountIn(part, scope);
    if (skip >= n) {
      skip -= n;
      continue;
    }
    out.push(...ordered(ix, part, scope, n, sort, skip, limit - out.length));
    skip = 0;
  }
  return out;
}

const orderOf = (ix: IndexState, sort: Sort) =>
  sort === 'price_asc' || sort === 'price_desc'
    ? ix.byPrice
    : sort === 'newest'
      ? ix.byNewest
      : sort === 'sale'
        ? ix.bySale
        : ix.byPopularity;

/**
 * The `k` slots after `skip` of the `n` of `bits` in the sort's order: met on a walk of the kept
 * order, which passes about (skip + k) / n of the shop, or read out and the first of them sorted
 * below a cut, whichever is cheaper.
 */
function ordered(ix: IndexState, bits: Bits, scope: Scope, n: number, sort: Sort, skip: number, k: number): number[] {
  const order = orderOf(ix, sort);
  const byWalk = (((skip + k) * ix.used) / Math.max(n, 1)) * WALKED_SLOT_COST;
  const bySort = scopeWords(scope) * SCANNED_WORD_COST + n * SORTED_SLOT_COST;
  if (byWalk <= bySort) return order.walk(bits, skip, k, sort === 'price_desc');
  order.build();
  return order.first(ix.arena.slotsIn(bits, scope), skip, k, sort === 'price_desc');
}
