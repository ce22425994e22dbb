import type { CatalogueFilters, Category, Sort } from '@seamline/contract';
import { Encoded, type PageQuery } from '../paging.js';
import type { CatalogueIndex } from './filter-index/catalogue-index.js';

export interface FilteredQuery extends PageQuery {
  category?: Category;
  sort?: Sort;
  /** Recommended: this category first (a buyer's preference) when no sort and no category is asked. */
  preferCategory?: Category | null;
  filters: CatalogueFilters;
}

/**
 * A filtered page of recommended or selected (docs/architecture.md#browse-filters). The index finds every match and orders
 * only as many as the page needs, and sends their cards as it keeps them. The order is the
 * unfiltered list's: the sort asked, else popularity with a buyer's preferred category first.
 */
export function findFilteredProducts(index: CatalogueIndex, q: FilteredQuery): Encoded {
  const { total, bits } = index.matches({ category: q.category, filters: q.filters });
  const prefer = !q.sort && !q.category ? q.preferCategory : null;
  const slots = index.pageSlots(bits, q.sort ?? 'popularity', prefer ? index.inCategory(prefer) : null, q.offset, q.limit);
  return new Encoded(index.cards(slots), total);
}
