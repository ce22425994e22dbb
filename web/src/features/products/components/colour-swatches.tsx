import type { ColourSwatch } from '@seamline/contract';
import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { GroupError } from '@/components/ui/group-error';
import { cn } from '@/lib/cn';

export interface ColourSwatchesProps {
  colours: readonly ColourSwatch[];
  value: string | null;
  onChange: (colour: string) => void;
  /** The product's name, to keep radio groups of two products apart. */
  name: string;
  /** 'Please select a colour', shown at the group when Add to Cart was pressed too soon. */
  error?: string | null;
  groupRef?: Ref<HTMLDivElement>;
}

/**
 * The product page's colours: a radio group of swatches, the chosen one named beside the legend.
 * Chosen and focused look different: the chosen swatch has a dark ring and a check
 * mark; the focused one a dashed brand outline around it.
 */
export function ColourSwatches({ colours, value, onChange, name, error, groupRef }: ColourSwatchesProps) {
  const errorId = `colour-error-${name}`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800">
        Colour{value && <span className="font-normal text-zinc-700">: {value}</span>}
      </legend>
      <div ref={groupRef} className="mt-2 flex flex-wrap gap-2">
        {colours.map((c) => {
          const checked = value?.toLowerCase() === c.name.toLowerCase();
          return (
            <label
              key={c.name}
              title={c.name}
              className={cn(
                'relative flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-2',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-dashed has-[:focus-visible]:outline-brand-600',
                checked ? 'border-zinc-900' : 'border-transparent hover:border-zinc-300',
              )}
            >
              <input
                type="radio"
                name={`colour-${name}`}
                value={c.name}
                checked={checked}
                onChange={() => onChange(c.name)}
                aria-label={c.name}
                className="sr-only"
              />
              <span
                className="h-7 w-7 rounded-full border border-zinc-300"
                style={{ backgroundColor: c.hex ?? '#e4e4e7' }}
                aria-hidden="true"
              />
              {checked && (
                <span
                  data-chosen-mark
                  className="absolute -bottom-1 -right-1 flex h-4 w-4 items-center justify-center rounded-full bg-zinc-900 text-white ring-2 ring-white"
                  aria-hidden="true"
                >
                  <Check className="h-3 w-3" strokeWidth={3} />
                </span>
              )}
            </label>
          );
        })}
      </div>
      <GroupError id={errorId} message={error} />
    </fieldset>
  );
}
