import {
  type CatalogueFilters,
  type Category,
  type ColourFacetValue,
  colourKey,
  compareAnySizes,
  type FacetValue,
  type Facets,
  fromCents,
  type Sort,
  type Subcategory,
} from '@seamline/contract';

/**
 * Browse filters and facets (docs/architecture.md#browse-filters) answered by brute force from plain rows: what the server's
 * SQL must agree with. Nothing here reads the database.
 */

export interface ModelVariant {
  size: string | null;
  colour: string | null;
  colourHex: string | null;
  stock: number;
  deletedAt: Date | null;
}

export interface ModelProduct {
  id: number;
  name: string;
  category: Category;
  subcategory: Subcategory;
  vendorName: string;
  priceCents: number;
  /** The honest 'was' of that price (products.card_was_cents); on sale when above it. */
  wasCents: number | null;
  stock: number;
  soldCount: number;
  createdAt: Date;
  deletedAt: Date | null;
  variants: ModelVariant[];
}

/** One question: the filters, with the list's category and the ids its search term finds (no filters). */
export interface ModelQuestion {
  filters: CatalogueFilters;
  category?: Category;
  /** The products the existing search finds for the term; absent: no search. */
  found?: ReadonlySet<number>;
}

/** A filter a facet leaves out when it counts its own values. */
type Facet = 'size' | 'colour' | 'subcategory' | 'vendor' | 'price' | 'sale';

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const coloursOf = (f: CatalogueFilters): string[] => unique(f.colours.map(colourKey));
const isLive = (p: { deletedAt: Date | null }) => p.deletedAt === null;
const sellable = (v: ModelVariant) => isLive(v) && v.stock > 0;
const onSale = (p: ModelProduct) => p.wasCents !== null && p.wasCents > p.priceCents;

/** Whether a variant is live, has stock, and has one of `sizes` and one of `colours` (each only when given). */
const fits = (v: ModelVariant, sizes: readonly string[], colours: readonly string[]): boolean =>
  sellable(v) &&
  (sizes.length === 0 || (v.size !== null && sizes.includes(v.size))) &&
  (colours.length === 0 || (v.colour !== null && colours.includes(colourKey(v.colour))));

/** Whether `p` answers the question, leaving out the filters in `except`. */
function matchesExcept(p: ModelProduct, q: ModelQuestion, except: readonly Facet[]): boolean {
  const f = q.filters;
  const keep = (facet: Facet) => !except.includes(facet);
  const sizes = keep('size') ? f.sizes : [];
  const colours = keep('colour') ? coloursOf(f) : [];
  return (
    isLive(p) &&
    (q.category === undefined || p.category === q.category) &&
    (q.found === undefined || q.found.has(p.id)) &&
    (sizes.length + colours.length === 0 || p.variants.some((v) => fits(v, sizes, colours))) &&
    (!keep('subcategory') || f.subcategories.length === 0 || f.subcategories.includes(p.subcategory)) &&
    (!keep('vendor') || f.vendors.length === 0 || f.vendors.includes(p.vendorName)) &&
    (!keep('price') || f.minPriceCents === undefined || p.priceCents >= f.minPriceCents) &&
    (!keep('price') || f.maxPriceCents === undefined || p.priceCents <= f.maxPriceCents) &&
    (!f.inStock || p.stock > 0) &&
    (!keep('sale') || !f.onSale || onSale(p))
  );
}

/** Whether a product answers the question: every filter given holds. */
export const matches = (p: ModelProduct, q: ModelQuestion): boolean => matchesExcept(p, q, []);

const byCountThenValue = (a: FacetValue, b: FacetValue) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** Values with a count above 0, and every chosen value (0 when nothing has it). */
function facetList(counts: Map<string, number>, chosen: readonly string[]): FacetValue[] {
  const values = unique([...[...counts].filter(([, n]) => n > 0).map(([v]) => v), ...chosen]);
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

function countBy(rows: readonly ModelProduct[], valuesOf: (p: ModelProduct) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of rows) for (const v of unique(valuesOf(p))) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** The sizes of `p`'s live variants with stock whose colour is one of `colours` (any when none). */
const sizesOn = (p: ModelProduct, colours: readonly string[]) =>
  p.variants.filter((v) => v.size !== null && fits(v, [], colours)).map((v) => v.size as string);
/** The colours (lower case) of `p`'s live variants with stock whose size is one of `sizes` (any when none). */
const coloursOn = (p: ModelProduct, sizes: readonly string[]) =>
  p.variants.filter((v) => v.colour !== null && fits(v, sizes, [])).map((v) => colourKey(v.colour as string));

/** GET /api/buyer/facets for the question: disjunctive counts, each facet leaving out its own filter. */
export function facetsOf(rows: readonly ModelProduct[], q: ModelQuestion): Omit<Facets, 'colours'> & { colours: FacetValue[] } {
  const f = q.filters;
  const chosenColours = coloursOf(f);
  const without = (facet: Facet) => rows.filter((p) => matchesExcept(p, q, [facet]));
  const priced = without('price').map((p) => p.priceCents);
  return {
    total: rows.filter((p) => matches(p, q)).length,
    sizes: facetList(
      countBy(without('size'), (p) => sizesOn(p, chosenColours)),
      f.sizes,
    ).sort((a, b) => compareAnySizes(a.value, b.value)),
    colours: facetList(
      countBy(without('colour'), (p) => coloursOn(p, f.sizes)),
      chosenColours,
    ).sort(byCountThenValue),
    subcategories: facetList(
      countBy(without('subcategory'), (p) => [p.subcategory]),
      f.subcategories,
    ).sort(byCountThenValue),
    vendors: facetList(
      countBy(without('vendor'), (p) => [p.vendorName]),
      f.vendors,
    ).sort(byCountThenValue),
    price: priced.length === 0 ? { min: null, max: null } : { min: fromCents(Math.min(...priced)), max: fromCents(Math.max(...priced)) },
    onSale: without('sale').filter(onSale).length,
  };
}

/** The hexes vendors gave a colour (compared as colours are), on any variant. */
function hexesOf(rows: readonly ModelProduct[], colour: string): Set<string> {
  return new Set(
    rows.flatMap((p) =>
      p.variants
        .filter((v) => v.colour !== null && colourKey(v.colour) === colour && v.colourHex !== null)
        .map((v) => v.colourHex as string),
    ),
  );
}

/**
 * Whether a colour facet's hex is one vendors gave that colour, and is there whenever every variant
 * of that colour a buyer could buy (live, in stock, of a live product) has one.
 */
export function hexFits(rows: readonly ModelProduct[], c: ColourFacetValue): boolean {
  if (c.hex !== null) return hexesOf(rows, c.value).has(c.hex);
  const buyable = rows
    .filter(isLive)
    .flatMap((p) => p.variants.filter((v) => sellable(v) && v.colour !== null && colourKey(v.colour) === c.value));
  return buyable.length === 0 || buyable.some((v) => v.colourHex === null);
}

type Compare = (a: ModelProduct, b: ModelProduct) => number;
const desc = (x: number, y: number) => y - x;
const popularity: Compare = (a, b) => desc(a.soldCount, b.soldCount) || desc(a.id, b.id);
const ORDERS: Record<Sort, Compare> = {
  popularity,
  price_asc: (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  price_desc: (a, b) => desc(a.priceCents, b.priceCents) || desc(a.id, b.id),
  newest: (a, b) => desc(a.createdAt.getTime(), b.createdAt.getTime()) || desc(a.id, b.id),
  sale: (a, b) => Number(onSale(b)) - Number(onSale(a)) || popularity(a, b),
};

/** How a list without `sort` orders its matches (docs/architecture.md#browse-filters): recommended and selected by popularity, a buyer's category first; search exact matches first. */
export interface DefaultOrder {
  preferCategory?: Category | null;
  /** Search: the products matching the typed words exactly (no spelling correction). */
  exact?: ReadonlySet<number>;
}

/** The ids a list answers for the question, in its order. */
export function listOf(rows: readonly ModelProduct[], q: ModelQuestion, sort: Sort | undefined, order: DefaultOrder = {}): number[] {
  const first = (p: ModelProduct): number => {
    if (sort !== undefined) return 0;
    if (order.exact) return order.exact.has(p.id) ? 0 : 1;
    return order.preferCategory && q.category === undefined && p.category !== order.preferCategory ? 1 : 0;
  };
  const compare = ORDERS[sort ?? 'popularity'];
  return rows
    .filter((p) => matches(p, q))
    .sort((a, b) => first(a) - first(b) || compare(a, b))
    .map((p) => p.id);
}
