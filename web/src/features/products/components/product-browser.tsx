import { CATEGORY_LABELS, EMPTY_TEXTS, ERRORS, FILTER_TEXTS, hasFilters, type ProductSummary } from '@seamline/contract';
import { PackageSearch } from 'lucide-react';
import { type ReactNode, useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { loadedItems } from '@/lib/paging';
import { useMediaQuery } from '@/lib/use-media-query';
import { useFacets } from '../api/get-facets';
import { useProducts } from '../api/get-products';
import { useProductFilters } from '../hooks/use-product-filters';
import { useShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { activeFilters, sizeLabel } from '../lib/filter-labels';
import type { ProductFilters } from '../lib/product-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { CategoryFilter } from './category-filter';
import { FilterPanel } from './filter-panel';
import { FiltersButton } from './filters-button';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchBar } from './search-bar';
import { SortSelect } from './sort-select';

function heading({ category, q }: ProductFilters, scoped: boolean): string {
  if (q) return `Results for “${q}”${category ? ` in ${CATEGORY_LABELS[category]}` : ''}`;
  if (category) return `${CATEGORY_LABELS[category]} collection`;
  return scoped ? 'All products' : 'Recommended for you';
}

/** Where the panel sits beside the grid; below it, a 'Filters' button opens it as a drawer. */
const WIDE = '(min-width: 768px)';

export interface ProductBrowserProps {
  /** Personalises the cache key (recommendations differ per buyer). */
  viewer: number | undefined;
  renderAction?: (product: ProductSummary) => ReactNode;
  /** The wishlist's heart on each card. */
  renderSave?: (product: ProductSummary) => ReactNode;
  /** One shop's products only (its page, docs/architecture.md#everyday-shop): the same lists and counts with its name as the vendor filter. */
  scope?: { vendor: string };
}

/** Filters, search, sort and the paged grid of the shop (spec §2 'Browse Products', docs/architecture.md#browse-filters). */
export function ProductBrowser({ viewer, renderAction, renderSave, scope }: ProductBrowserProps) {
  const { filters, setCategory, setSearch, setSort, updatePanel, clearPanel } = useProductFilters();
  const asked = scope ? { ...filters, panel: { ...filters.panel, vendors: [scope.vendor] } } : filters;
  const query = useProducts(asked, viewer);
  const facets = useFacets(asked);
  const wide = useMediaQuery(WIDE);
  const [system] = useShoeSizeSystem();
  const headingId = useId();
  const { items: products, total } = loadedItems(query.data);
  const failure = errorMessage(query.error, filters.q ? ERRORS.search : ERRORS.productLists);
  const filtered = hasFilters(filters.panel);
  const chips = activeFilters(filters.panel, (size) => sizeLabel(size, system, filters.category));
  const focusHeading = useCallback(() => document.getElementById(headingId)?.focus(), [headingId]);

  const panel = (
    <FilterPanel
      panel={filters.panel}
      facets={facets.data}
      category={filters.category}
      onChange={updatePanel}
      hideVendors={Boolean(scope)}
    />
  );
  const facetsFailed = facets.isError && !facets.data && (
    <ErrorBox message={errorMessage(facets.error, FILTER_TEXTS.loadFailed)} onRetry={() => facets.refetch()} />
  );

  return (
    <div className="space-y-6">
      <div className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5">
        <SearchBar value={filters.q ?? ''} onSearch={setSearch} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <CategoryFilter value={filters.category} onChange={setCategory} />
          <div className="flex flex-wrap items-center gap-3">
            {!wide && (
              <FiltersButton active={chips.length} total={facets.data?.total ?? total} onClearAll={filtered ? clearPanel : undefined}>
                {facetsFailed}
                {panel}
              </FiltersButton>
            )}
            <SortSelect value={filters.sort} onChange={setSort} searching={Boolean(filters.q)} />
          </div>
        </div>
      </div>

      <div className={cn(wide && 'grid grid-cols-[14rem_minmax(0,1fr)] gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]')}>
        {wide && (
          <section aria-labelledby={`${headingId}-panel`} className="space-y-4">
            <h2 id={`${headingId}-panel`} className="text-lg font-semibold text-zinc-900">
              {FILTER_TEXTS.panelTitle}
            </h2>
            {facetsFailed}
            {panel}
          </section>
        )}

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-zinc-900 focus:outline-none">
              {heading(filters, Boolean(scope))}
            </h2>
            <p className="text-sm text-zinc-600" aria-live="polite">
              {query.isSuccess && (products.length > 0 ? `Showing ${products.length} of ${total} products` : '0 products')}
            </p>
          </div>
          <ActiveFilterChips
            chips={chips}
            onRemove={(chip) => updatePanel(chip.without)}
            onClearAll={clearPanel}
            focusAfterLast={focusHeading}
          />

          {query.isPending ? (
            <ProductGridSkeleton />
          ) : query.isError && products.length === 0 ? (
            <ErrorBox message={failure} onRetry={() => query.refetch()} />
          ) : products.length === 0 ? (
            <EmptyState
              icon={PackageSearch}
              title={EMPTY_TEXTS.products.title}
              hint={EMPTY_TEXTS.products.hint}
              action={
                filtered && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      clearPanel();
                      focusHeading();
                    }}
                  >
                    {FILTER_TEXTS.clearAll}
                  </Button>
                )
              }
            />
          ) : (
            <div
              className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
              aria-busy={query.isPlaceholderData || undefined}
            >
              <ProductGrid products={products} renderAction={renderAction} renderSave={renderSave} />
              {query.isFetchNextPageError && <ErrorBox message={failure} />}
              <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => query.fetchNextPage()} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
