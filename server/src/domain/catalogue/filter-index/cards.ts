import { fromCents, type ProductSummary, salePercentOf } from '@seamline/contract';
import type { IndexedProduct } from './model.js';
import type { IndexState } from './state.js';

/** A shop with no name yet, on a card. */
const NO_NAME = Buffer.from('"","vendorSlug":""');

/**
 * A product's card as JSON in two parts, before and after its shop's name and slug: each part an object
 * with the ProductSummary fields in the schema's order (a field the contract adds fails to compile).
 */
export function cardParts(p: IndexedProduct): [string, string] {
  const before: Omit<ProductSummary, 'vendorName' | 'vendorSlug' | 'inStock' | 'colours' | 'compareAtPrice' | 'salePercent'> = {
    productId: p.id,
    productName: p.name,
    price: fromCents(p.priceCents),
    imageUrl: p.imageUrl,
    categoryName: p.category,
    description: p.description,
  };
  const was = p.wasCents !== null && p.wasCents > p.priceCents ? p.wasCents : null;
  const after: Pick<ProductSummary, 'inStock' | 'colours' | 'compareAtPrice' | 'salePercent'> = {
    inStock: p.stock > 0,
    colours: p.colours.map(({ name, hex }) => ({ name, hex })),
    compareAtPrice: was === null ? null : fromCents(was),
    salePercent: was === null ? null : salePercentOf(was, p.priceCents),
  };
  return [`${JSON.stringify(before).slice(0, -1)},"vendorName":`, `,${JSON.stringify(after).slice(1)}`];
}

/** A vendor's shop name and slug, or none (a rename shows in facets, filters and cards at once). */
export function nameVendor(ix: IndexState, vendorId: number, name: string | null, slug: string | null = ''): void {
  if (name === null) {
    ix.vendorNames.delete(vendorId);
    ix.vendorNamesJson.delete(vendorId);
  } else {
    ix.vendorNames.set(vendorId, name);
    // The name and the slug that follows it in a card, as one piece.
    ix.vendorNamesJson.set(vendorId, Buffer.from(`${JSON.stringify(name)},"vendorSlug":${JSON.stringify(slug ?? '')}`));
  }
}

/** A page of products as lists send them (the JSON of a ProductSummary list, UTF-8), in the order of `slots`. */
export function cardsOf(ix: IndexState, slots: readonly number[]): Buffer {
  return ix.cardBytes.page(slots, (s) => ix.vendorNamesJson.get(ix.vendorByCode[ix.vendor[s] as number] ?? 0) ?? NO_NAME);
}
