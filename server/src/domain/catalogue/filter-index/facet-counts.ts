import { SUBCATEGORIES } from '@seamline/contract';
import type { Bits } from './bits.js';
import type { FacetCounts, IndexQuery } from './model.js';
import { coloursInChosenSizes, sizesInChosenColours } from './pair-counts.js';
import { priceSpan } from './price-bands.js';
import { beginQuestion, type FilterSets, filterSets, narrowed, vendorName } from './questions.js';
import type { IndexState } from './state.js';
import { valueCounts } from './value-counts.js';

/**
 * Disjunctive counts (docs/architecture.md#browse-filters): each facet counts the products every other chosen filter leaves.
 * A facet whose own filter is not chosen counts the matches; one whose filter is chosen counts what
 * the others leave. Counting a set most of the category holds costs what counting the rest costs:
 * the category's tallies less the counts of the products left out (value-counts.ts).
 */
export function facetCounts(ix: IndexState, q: IndexQuery): FacetCounts {
  beginQuestion(ix);
  const f = filterSets(ix, q);
  const { subcategories: sub, vendors, price, variants, sizes, colours } = f;
  // In stock and on sale are counted as one: neither has values of its own to count but 'On sale'.
  const flags = and(ix, f, f.inStock, f.onSale);
  const matches = narrowed(ix, f, [sub, vendors, price, flags, variants]);

  // The matches, counted once for every facet whose own filter is not chosen.
  const shared = valueCounts(ix, f, matches, {
    sizes: sizes === null && colours === null,
    colours: colours === null && sizes === null,
    subcategories: sub === null,
    vendors: vendors === null,
  });
  const without = (filters: (Bits | null)[]) => narrowed(ix, f, filters);
  // Sizes (colours) of the matches in a chosen colour (size) are counted from the variants themselves.
  const sizesOrColours = (kind: 'sizes' | 'colours') => {
    const [own, partner, paired] = kind === 'sizes' ? [sizes, colours, sizesInChosenColours] : [colours, sizes, coloursInChosenSizes];
    if (own === null) return partner === null ? shared[kind] : paired(ix, f, matches);
    if (partner !== null) return paired(ix, f, without([sub, vendors, price, flags, partner]));
    return valueCounts(ix, f, without([sub, vendors, price, flags]), { [kind]: true })[kind];
  };
  const sizeCounts = sizesOrColours('sizes');
  const colourCounts = sizesOrColours('colours');
  const subCounts =
    sub !== null
      ? valueCounts(ix, f, without([vendors, price, flags, variants]), { subcategories: true }).subcategories
      : shared.subcategories;
  const vendorCounts =
    vendors !== null ? valueCounts(ix, f, without([sub, price, flags, variants]), { vendors: true }).vendors : shared.vendors;
  const [minPriceCents, maxPriceCents] = priceSpan(ix, price !== null ? without([sub, vendors, flags, variants]) : matches, f.scope);

  // 'On sale' among what every other filter leaves: the matches when it is chosen.
  const onSale = ix.arena.popcountIn(
    f.onSale !== null ? matches : narrowed(ix, f, [sub, vendors, price, flags, variants, ix.saleBits]),
    f.scope,
  );

  const named = <K extends string>(counts: Int32Array, name: (code: number) => K | undefined) => {
    const out = new Map<K, number>();
    counts.forEach((n, code) => {
      const value = n > 0 ? name(code) : undefined;
      if (value !== undefined && value !== '') out.set(value, (out.get(value) ?? 0) + n);
    });
    return out;
  };
  return {
    total: ix.arena.popcountIn(matches, f.scope),
    sizes: named(sizeCounts, (code) => (code === 0 ? undefined : ix.sizeCodes.value(code))),
    colours: named(colourCounts, (code) => (code === 0 ? undefined : ix.colourCodes.value(code))),
    subcategories: named(subCounts, (code) => SUBCATEGORIES[code]),
    vendors: named(vendorCounts, (code) => vendorName(ix, code)),
    minPriceCents,
    maxPriceCents,
    onSale,
  };
}

/** Both flag filters as one set (null when neither is chosen). */
function and(ix: IndexState, f: FilterSets, a: Bits | null, b: Bits | null): Bits | null {
  if (a === null || b === null) return a ?? b;
  return narrowed(ix, { ...f, base: a }, [b]);
}
