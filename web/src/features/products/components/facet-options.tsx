import { type FacetValue, FILTER_VALUES_MAX } from '@seamline/contract';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';

/** A long list shows this many values until the shopper asks for all; small size tiles fit more. */
const FIRST_SHOWN = { rows: 8, tiles: 18 } as const;

export interface FacetOptionsProps<T extends FacetValue> {
  legend: ReactNode;
  values: readonly T[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  labelOf?: (value: string) => string;
  /** Something drawn before the label (a colour swatch). */
  markOf?: (value: T) => ReactNode;
  /** Buttons in rows (sizes) or one value a line (shops). */
  layout?: 'tiles' | 'rows';
  /** Beside the legend, e.g. the shoe-size system. */
  extra?: ReactNode;
}

/**
 * One filter of the panel: a fieldset of checkboxes, each named with its count ('M (12)'), OR-ed
 * together. At most FILTER_VALUES_MAX can be chosen, as the server takes no more.
 */
export function FacetOptions<T extends FacetValue>({
  legend,
  values,
  chosen,
  onChange,
  labelOf = (v) => v,
  markOf,
  layout = 'rows',
  extra,
}: FacetOptionsProps<T>) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (values.length === 0) return null;
  const first = FIRST_SHOWN[layout];
  const long = values.length > first + 2;
  // A chosen value is never hidden behind 'Show all'.
  const shown = long && !all ? values.filter((v, i) => i < first || chosen.includes(v.value)) : values;
  const full = chosen.length >= FILTER_VALUES_MAX;
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900">{legend}</legend>
      {extra}
      <ul id={listId} className={cn('mt-2', layout === 'tiles' ? 'flex flex-wrap gap-2' : 'space-y-0.5')}>
        {shown.map((v) => {
          const checked = chosen.includes(v.value);
          return (
            <li key={v.value}>
              <label
                className={cn(
                  'flex cursor-pointer items-center text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                  layout === 'tiles'
                    ? cn(
                        'min-h-10 min-w-12 justify-center gap-1 rounded-lg border px-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        checked
                          ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                          : 'border-zinc-300 bg-white text-zinc-900 hover:border-zinc-500',
                      )
                    : 'min-h-9 gap-2.5 rounded-md px-1.5 hover:bg-zinc-50',
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(e) => toggle(v.value, e.target.checked)}
                  className={layout === 'tiles' ? 'sr-only' : 'h-4 w-4 shrink-0 accent-brand-600'}
                />
                {markOf?.(v)}
                <span
                  title={layout === 'rows' ? labelOf(v.value) : undefined}
                  className={cn(
                    layout === 'rows' && 'min-w-0 flex-1 truncate text-zinc-800',
                    layout === 'rows' && checked && 'font-medium text-zinc-900',
                  )}
                >
                  {labelOf(v.value)}
                </span>{' '}
                <span
                  className={cn(
                    'tabular-nums',
                    layout === 'tiles' ? (checked ? 'text-xs text-brand-50' : 'text-xs text-zinc-600') : 'text-xs text-zinc-600',
                  )}
                >
                  ({v.count})
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
          className="mt-1.5 rounded px-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {all ? 'Show fewer' : `Show all ${values.length}`}
        </button>
      )}
    </fieldset>
  );
}
