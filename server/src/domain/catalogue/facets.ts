import {
  type CatalogueFilters,
  type Category,
  type ColourFacetValue,
  colourKey,
  compareAnySizes,
  type Facets,
  type FacetValue,
  fromCents,
} from '@seamline/contract';
import type { Tx } from '../../db/client.js';
import type { Statements } from '../../db/statements.js';
import { Encoded } from '../paging.js';
import type { CatalogueIndex } from './filter-index/catalogue-index.js';
import { withSearch } from './search-products.js';

export interface FacetsQuery {
  category?: Category;
  searchTerm?: string;
  filters: CatalogueFilters;
}

/** Counts by value with every chosen value listed (0 when nothing has it), most first unless `order` says otherwise. */
function listed(counts: ReadonlyMap<string, number>, chosen: readonly string[], order?: (a: string, b: string) => number): FacetValue[] {
  const values: FacetValue[] = [];
  counts.forEach((count, value) => {
    values.push({ value, count });
  });
  for (const value of new Set(chosen)) if (!counts.has(value)) values.push({ value, count: 0 });
  return values.sort(
    order ? (a, b) => order(a.value, b.value) : (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
}

/** `{"value":<value>,"count":` by value: the same few hundred sizes, colours, subcategories and shops recur. */
const valueHeads = new Map<string, string>();
const VALUE_HEADS_KEPT = 10_000;

function valueHead(value: string): string {
  let head = valueHeads.get(value);
  if (head === undefined) {
    head = `{"value":${JSON.stringify(value)},"count":`;
    // A chosen value nothing has comes from the address: keep only so many.
    if (valueHeads.size < VALUE_HEADS_KEPT) valueHeads.set(value, head);
  }
  return head;
}

const valuesJson = (values: readonly FacetValue[]) => values.map((v) => `${valueHead(v.value)}${v.count}}`).join(',');
const coloursJson = (values: readonly ColourFacetValue[]) =>
  values.map((v) => `${valueHead(v.value)}${v.count},"hex":${JSON.stringify(v.hex)}}`).join(',');

/**
 * Facets as the facets schema encodes them, written directly: a facets answer lists a few hundred
 * values, and schema-checking and stringifying them cost more than counting them.
 */
export function facetsJson(f: Facets): string {
  return `{"total":${f.total},"sizes":[${valuesJson(f.sizes)}],"colours":[${coloursJson(f.colours)}],"subcategories":[${valuesJson(f.subcategories)}],"vendors":[${valuesJson(f.vendors)}],"price":{"min":${JSON.stringify(f.price.min)},"max":${JSON.stringify(f.price.max)}},"onSale":${f.onSale}}`;
}

/** GET /api/buyer/facets (docs/architecture.md#browse-filters): each facet counted with every other chosen filter but its own, as JSON. */
export async function findFacets(db: Tx, statements: Statements, index: CatalogueIndex, q: FacetsQuery): Promise<Encoded> {
  return new Encoded(facetsJson(await countFacets(db, statements, index, q)));
}

async function countFacets(db: Tx, statements: Statements, index: CatalogueIndex, q: FacetsQuery): Promise<Facets> {
  const question = { category: q.category, filters: q.filters };
  const counts =
    q.searchTerm === undefined
      ? index.facets(question)
      : await withSearch(db, statements, index, q.searchTerm, (found) => index.facets({ ...question, within: found.bits }));
  const f = q.filters;
  return {
    total: counts.total,
    sizes: listed(counts.sizes, f.sizes, compareAnySizes),
    colours: listed(counts.colours, f.colours.map(colourKey)).map((c) => ({ ...c, hex: index.hexOf(c.value) })),
    subcategories: listed(counts.subcategories, f.subcategories),
    vendors: listed(counts.vendors, f.vendors),
    price: {
      min: counts.minPriceCents === null ? null : fromCents(counts.minPriceCents),
      max: counts.maxPriceCents === null ? null : fromCents(counts.maxPriceCents),
    },
    onSale: counts.onSale,
  };
}
