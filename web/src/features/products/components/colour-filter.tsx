import { type ColourFacetValue, FILTER_TEXTS } from '@seamline/contract';
import { colourLabel } from '../lib/filter-labels';
import { FacetOptions } from './facet-options';

export interface ColourFilterProps {
  values: readonly ColourFacetValue[];
  chosen: readonly string[];
  onChange: (colours: string[]) => void;
}

/** Colours with a swatch of the hex vendors gave and the name as text (a swatch alone says nothing to a screen reader). */
export function ColourFilter({ values, chosen, onChange }: ColourFilterProps) {
  return (
    <FacetOptions
      legend={FILTER_TEXTS.colour}
      values={values}
      chosen={chosen}
      onChange={onChange}
      labelOf={colourLabel}
      markOf={(c) => (
        <span
          aria-hidden="true"
          className="h-5 w-5 shrink-0 rounded-full border border-zinc-300 shadow-inner"
          style={{ backgroundColor: c.hex ?? '#e4e4e7' }}
        />
      )}
    />
  );
}
