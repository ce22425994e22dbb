import { type CatalogueFilters, type Category, type Facets, FILTER_TEXTS, SALE_TEXTS } from '@seamline/contract';
import { subcategoryLabel } from '../lib/filter-labels';
import { ColourFilter } from './colour-filter';
import { FacetOptions } from './facet-options';
import { PriceFilter } from './price-filter';
import { SizeFilter } from './size-filter';

export interface FilterPanelProps {
  panel: CatalogueFilters;
  /** The counts; undefined until the first answer (placeholders hold the space). */
  facets: Facets | undefined;
  category: Category | undefined;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  /** On a shop's page the shop is the scope, not a choice. */
  hideVendors?: boolean;
}

/** Every filter of docs/architecture.md#browse-filters, each value with the number of products choosing it would show. */
export function FilterPanel({ panel, facets, category, onChange, hideVendors = false }: FilterPanelProps) {
  return (
    <div className="space-y-6">
      <label className="flex min-h-9 cursor-pointer items-center gap-2.5 px-1.5 text-sm font-medium text-zinc-900">
        <input
          type="checkbox"
          checked={panel.inStock}
          onChange={(e) => onChange({ inStock: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        {FILTER_TEXTS.inStockOnly}
      </label>
      <label className="flex min-h-9 cursor-pointer items-center gap-2.5 px-1.5 text-sm font-medium text-zinc-900">
        <input
          type="checkbox"
          checked={panel.onSale}
          onChange={(e) => onChange({ onSale: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        <span className="flex-1">{SALE_TEXTS.onSaleOnly}</span>
        {facets && <span className="text-xs font-normal tabular-nums text-zinc-600">({facets.onSale})</span>}
      </label>
      {facets ? (
        <>
          <FacetOptions
            legend={FILTER_TEXTS.subcategory}
            values={facets.subcategories}
            chosen={panel.subcategories}
            labelOf={subcategoryLabel}
            onChange={(v) => onChange({ subcategories: v as CatalogueFilters['subcategories'] })}
          />
          <SizeFilter values={facets.sizes} chosen={panel.sizes} category={category} onChange={(sizes) => onChange({ sizes })} />
          <ColourFilter values={facets.colours} chosen={panel.colours} onChange={(colours) => onChange({ colours })} />
          {!hideVendors && (
            <FacetOptions
              legend={FILTER_TEXTS.vendor}
              values={facets.vendors}
              chosen={panel.vendors}
              onChange={(vendors) => onChange({ vendors })}
            />
          )}
        </>
      ) : (
        <FacetsPlaceholder />
      )}
      <PriceFilter value={panel} span={facets?.price} onChange={onChange} />
    </div>
  );
}

/** Grey blocks where the first counts will show. */
function FacetsPlaceholder() {
  return (
    <div className="space-y-6" aria-hidden="true">
      {[3, 8, 5, 4].map((rows, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="animate-pulse space-y-2">
          <div className="h-4 w-16 rounded bg-zinc-200" />
          {Array.from({ length: Math.ceil(rows / 2) }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={j} className="h-6 w-3/4 rounded bg-zinc-100" />
          ))}
        </div>
      ))}
    </div>
  );
}
