import { CATEGORY_LABELS, EMPTY_TEXTS, ERRORS, type ProductSummary } from '@seamline/contract';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { errorMessage } from '@/lib/api-error';
import { loadedItems } from '@/lib/paging';
import { useProducts } from '../api/get-products';
import { useProductFilters } from '../hooks/use-product-filters';
import type { ProductFilters } from '../lib/product-filters';
import { CategoryFilter } from './category-filter';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchBar } from './search-bar';
import { SortSelect } from './sort-select';

function heading({ category, q }: ProductFilters): string {
  if (q) return `Results for “${q}”${category ? ` in ${CATEGORY_LABELS[category]}` : ''}`;
  if (category) return `${CATEGORY_LABELS[category]} collection`;
  return 'Recommended for you';
}

export interface ProductBrowserProps {
  /** Personalises the cache key (recommendations differ per buyer). */
  viewer: number | undefined;
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** Filters, search, sort and the paged grid of the shop (spec §2 'Browse Products'). */
export function ProductBrowser({ viewer, renderAction }: ProductBrowserProps) {
  const { filters, setCategory, setSearch, setSort } = useProductFilters();
  const query = useProducts(filters, viewer);
  const { items: products, total } = loadedItems(query.data);
  const failure = errorMessage(query.error, filters.q ? ERRORS.search : ERRORS.productLists);

  return (
    <div className="space-y-6">
      <div className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5">
        <SearchBar value={filters.q ?? ''} onSearch={setSearch} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <CategoryFilter value={filters.category} onChange={setCategory} />
          <SortSelect value={filters.sort} onChange={setSort} searching={Boolean(filters.q)} />
        </div>
      </div>

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-zinc-900">{heading(filters)}</h2>
        {query.isSuccess && products.length > 0 && (
          <p className="text-sm text-zinc-600" aria-live="polite">
            Showing {products.length} of {total} products
          </p>
        )}
      </div>

      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError && products.length === 0 ? (
        <ErrorBox message={failure} onRetry={() => query.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState icon={PackageSearch} title={EMPTY_TEXTS.products.title} hint={EMPTY_TEXTS.products.hint} />
      ) : (
        <>
          <ProductGrid products={products} renderAction={renderAction} />
          {query.isFetchNextPageError && <ErrorBox message={failure} />}
          <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => query.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
