import {
  type Category,
  type FacetValue,
  FILTER_TEXTS,
  SHOE_SIZE_SYSTEM_LABELS,
  SHOE_SIZE_SYSTEMS,
  type ShoeSizeSystem,
  SIZE_GUIDE_TEXTS,
} from '@seamline/contract';
import { useId } from 'react';
import { useShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { sizeLabel } from '../lib/filter-labels';
import { FacetOptions } from './facet-options';

const isShoeSize = (size: string) => Number.isFinite(Number(size));

export interface SizeFilterProps {
  values: readonly FacetValue[];
  chosen: readonly string[];
  onChange: (sizes: string[]) => void;
  category: Category | undefined;
}

/** Sizes as tiles; shoe sizes in the system the buyer chose on a product page, or chooses here (docs/architecture.md#browse-filters). */
export function SizeFilter({ values, chosen, onChange, category }: SizeFilterProps) {
  const [system] = useShoeSizeSystem();
  const hasShoes = values.some((v) => isShoeSize(v.value));
  return (
    <FacetOptions
      legend={FILTER_TEXTS.size}
      values={values}
      chosen={chosen}
      onChange={onChange}
      labelOf={(size) => sizeLabel(size, system, category)}
      layout="tiles"
      extra={hasShoes && <ShoeSystemChoice category={category} />}
    />
  );
}

/** Which system shoe sizes read in; remembered with the product page's choice. */
function ShoeSystemChoice({ category }: { category: Category | undefined }) {
  const [system, setSystem] = useShoeSizeSystem();
  const id = useId();
  const hintId = useId();
  // A UK or US size means something else for women, men and kids: without a category, EU.
  const needsCategory = system !== 'eu' && !category;
  return (
    <div className="mt-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-xs text-zinc-700">
          {SIZE_GUIDE_TEXTS.showSizesIn}
        </label>
        <select
          id={id}
          value={system}
          onChange={(e) => setSystem(e.target.value as ShoeSizeSystem)}
          aria-describedby={needsCategory ? hintId : undefined}
          className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-xs text-zinc-900 hover:border-zinc-400"
        >
          {SHOE_SIZE_SYSTEMS.map((s) => (
            <option key={s} value={s}>
              {SHOE_SIZE_SYSTEM_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {needsCategory && (
        <p id={hintId} className="mt-1 text-xs text-zinc-600">
          Shoe sizes show in {SHOE_SIZE_SYSTEM_LABELS[system]} once you pick Women's, Men's or Kids'.
        </p>
      )}
    </div>
  );
}
